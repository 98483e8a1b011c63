export { DataScreenView, type DataScreenProps } from './data-screen';
