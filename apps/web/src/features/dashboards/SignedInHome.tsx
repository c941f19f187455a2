import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../../components/Spinner';
import AdminShell from '../../template/AdminShell';
import { useSession } from '../account/auth/useSession';
import AnalyticsDashboardPage from './analytics/AnalyticsDashboardPage';

/**
 * `/` for a visitor with a stored token (loaded lazily by HomePage): the analytics dashboard in
 * the admin shell, through descendant routes so the address stays `/` and the shell's sign-in
 * check and menu permissions apply. A stored token the server no longer accepts gives the
 * public home page back; signing out or an expired session goes on to the shell, which sends
 * the owner to the sign-in page as everywhere else.
 */
export default function SignedInHome({ publicHome }: { publicHome: ReactNode }) {
  const auth = useSession();
  if (auth.status === 'unknown' || auth.status === 'checking') return <Spinner fullScreen />;
  if (auth.status === 'signedOut' && auth.notice === null) return publicHome;
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<AnalyticsDashboardPage />} />
      </Route>
    </Routes>
  );
}
