export { AddToComparisonButton } from './components/add-to-comparison-button';
export { CompareScreen } from './components/compare-screen';
