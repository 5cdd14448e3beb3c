import { useEffect, useRef } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { ErrorScreen } from '../components/errors/error-screen.tsx';
import { LoadingScreen } from '../components/errors/loading-screen.tsx';
import { AppLayout } from '../components/layouts/app-layout.tsx';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { notifySessionExpired } from '../lib/session-expired.ts';
import { LandingPage } from './routes/landing.tsx';

/** Protected pages: a loading text while we ask who this is, the landing page to a visitor (spec). */
export function RequireAuth() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  // Signed in a moment ago, nobody now: the session ended under the member's feet (spec: toast, then sign-in).
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
    else if (user === null && wasSignedIn.current) notifySessionExpired();
  }, [user]);
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorScreen error={error} onRetry={() => void refetch()} />;
  if (!user) return <LandingPage />;
  return (
    <AppLayout user={user}>
      <Outlet context={user} />
    </AppLayout>
  );
}

/** The signed-in user, for pages under RequireAuth. */
export function useSignedInUser(): CurrentUser {
  return useOutletContext<CurrentUser>();
}
