import { Outlet } from 'react-router';

/** The /app layout; the app-shell work replaces this with sidebar + header + outlet. */
export default function AppLayoutRoute() {
  return <Outlet />;
}
