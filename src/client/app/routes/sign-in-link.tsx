import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '#client/features/auth/components/auth-page.tsx';
import { SignInWithLink } from '#client/features/auth/components/sign-in-with-link.tsx';
import { paths } from '#client/lib/paths.ts';

/** Opened from the sign-in link we email when password sign-ins from new browsers are paused: /sign-in-link?token=… */
export function SignInLinkPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <AuthPage>
      <SignInWithLink
        token={searchParams.get('token')}
        onSignedIn={() => navigate(paths.dashboard, { replace: true })}
      />
    </AuthPage>
  );
}
