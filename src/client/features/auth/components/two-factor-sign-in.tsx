import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { currentUserQueryKey } from '../api/get-current-user.ts';
import { useLogout } from '../api/logout.ts';
import { AuthPage } from './auth-page.tsx';
import { TwoFactorVerify } from './two-factor-verify.tsx';

/**
 * The second step of signing in, for an account with two-step verification on: in place of every page of the
 * app until this session passes it (the server refuses the rest with TWO_FACTOR_REQUIRED meanwhile).
 */
export function TwoFactorSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return (
    <AuthPage>
      <Card className="p-4 sm:p-6">
        <TwoFactorVerify onPassed={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })} />
      </Card>
      <Button
        type="button"
        variant="link"
        className="w-fit px-0"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden />
        {t('auth.twoFactor.signOut')}
      </Button>
    </AuthPage>
  );
}
