import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { PublicLayout } from '#client/components/layouts/public-layout.tsx';
import { SignInLink } from '#client/components/layouts/sign-in-link.tsx';
import { useSecondFactorRefusal } from '#client/features/admin/use-second-factor-refusal.ts';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { leaveTo } from '#client/lib/navigation.ts';
import { paths } from '#client/lib/paths.ts';
import { notifySessionExpired } from '#client/lib/session-expired.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { LandingPage } from './routes/landing.tsx';

// Loaded when a session owes its second factor, with its form (react-hook-form, zod): not on every first page.
const TwoFactorSignIn = lazy(async () => ({
  default: (await import('#client/features/auth/components/two-factor-sign-in.tsx')).TwoFactorSignIn,
}));

/** The pause before a visitor on a members-only action is sent to sign in (docs/product-rules.md, Accounts). */
const SIGN_IN_REDIRECT_MS = 500;

/**
 * Who may see the pages inside: a loading text while we ask who this is, then a member gets the app's layout.
 * A visitor gets the landing page, or (for pages a visitor reaches from a link, such as /subscribe) the
 * "Please Log In" and the sign-in page, or (for pages anyone may read: education, legal texts, not found) the
 * page itself in the public layout; those pages must not ask for the signed-in user.
 */
export function RequireAuth({ visitor = 'landing' }: { visitor?: 'landing' | 'sign-in' | 'public' }) {
  const { t } = useTranslation();
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  // A call refused for the second factor (turned on from another browser meanwhile): ask again who this is,
  // and the code screen follows if this session owes it.
  const { refusal, clear } = useSecondFactorRefusal();
  useEffect(() => {
    if (refusal !== 'TWO_FACTOR_REQUIRED') return;
    clear();
    void refetch();
  }, [refusal, clear, refetch]);
  // Signed in a moment ago, nobody now: the session ended (docs/product-rules.md, Accounts: toast, then sign-in).
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
    else if (user === null && wasSignedIn.current) notifySessionExpired();
  }, [user]);
  const sendToSignIn = user === null && visitor === 'sign-in';
  useEffect(() => {
    if (!sendToSignIn) return;
    toast({ title: t('subscribe.loginTitle'), description: t('subscribe.loginDescription') });
    const timer = setTimeout(() => leaveTo(paths.apiLogin), SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sendToSignIn, t]);
  if (isPending || sendToSignIn) return <LoadingScreen />;
  // A page anyone may read (the terms, the notice of cancellation) stays readable when we cannot tell who this is.
  if (isError && visitor !== 'public') return <ErrorScreen error={error} onRetry={() => void refetch()} />;
  if (!user && visitor === 'public') {
    return (
      <PublicLayout actions={<SignInLink />}>
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
          <Outlet />
        </div>
      </PublicLayout>
    );
  }
  if (!user) return <LandingPage />;
  // Two-step verification is on and this session has not passed it: not signed in yet.
  if (user.secondFactorPending) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <TwoFactorSignIn />
      </Suspense>
    );
  }
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
