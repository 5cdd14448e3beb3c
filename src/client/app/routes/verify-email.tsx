import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '#client/features/auth/components/auth-page.tsx';
import { VerifyEmail } from '#client/features/auth/components/verify-email.tsx';
import { onboardingQueryOptions } from '#client/features/onboarding/api/get-onboarding.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * Opened from the email we send after sign-up: /verify-email?token=… A member whose onboarding waits at step 6
 * (the agreement, which needs the confirmed email) goes back there; everybody else to the dashboard.
 */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const onVerified = async () => {
    const onboarding = await queryClient.fetchQuery({ ...onboardingQueryOptions, staleTime: 0 }).catch(() => null);
    const waiting = onboarding?.viewer === 'member' && onboarding.completedSteps.includes(5);
    navigate(waiting ? paths.onboarding : paths.dashboard, { replace: true });
  };
  return (
    <AuthPage>
      <VerifyEmail token={searchParams.get('token')} onVerified={() => void onVerified()} />
    </AuthPage>
  );
}
