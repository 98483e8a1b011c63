export { DataScreenView } from './data-screen';
