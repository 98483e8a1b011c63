export { AddToChoiceListButton } from './components/add-to-choice-list-button';
export { ChoiceListScreen } from './components/choice-list-screen';
export { PrintableChoiceList } from './components/printable-choice-list';
