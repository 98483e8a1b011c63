// The accounts feature's public surface; the app layer composes these.
export { AuthPage } from './components/auth-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { DevOutboxPage } from './components/dev-outbox-page';
