import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { VerifyEmail } from '../../features/auth/components/verify-email.tsx';
import { paths } from '../../lib/paths.ts';

/** Opened from the email we send after sign-up: /verify-email?token=… */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <AuthPage>
      <VerifyEmail token={searchParams.get('token')} onVerified={() => navigate(paths.dashboard, { replace: true })} />
    </AuthPage>
  );
}
