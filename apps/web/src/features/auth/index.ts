// The accounts feature's public surface; the app layer composes these.
export { AuthPage } from './components/auth-page';
export { RequireSession } from './components/require-session';
export { UserMenu } from './components/user-menu';
export { ResetPasswordPage } from './components/reset-password-page';
export { DevOutboxPage } from './components/dev-outbox-page';
export type { AuthTab } from './components/auth-form';
