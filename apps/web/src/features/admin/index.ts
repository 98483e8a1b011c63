export { DataStatusScreen } from './components/data-status-screen';
