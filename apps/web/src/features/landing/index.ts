export { LandingPage, type AuthTab } from './components/landing-page';
