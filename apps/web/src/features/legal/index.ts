export { ContactPage, PrivacyPage, RefundPage, TermsPage } from './components/policy-pages';
