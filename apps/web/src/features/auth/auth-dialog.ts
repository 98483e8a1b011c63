// Lazily loadable entry for the landing page: `lazy(() => import('@/features/auth/auth-dialog'))`.
export { default } from './components/auth-dialog';
