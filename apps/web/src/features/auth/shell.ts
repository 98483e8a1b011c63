// The accounts feature's part of the /app shell, apart from the sign-in screens: the /app layout
// imports this rather than index.ts, whose auth and reset-password pages would otherwise load the
// sign-in and sign-up forms (react-hook-form, tabs) with every /app screen.
export { RequireSession } from './components/require-session';
export { UserMenu } from './components/user-menu';
