import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { invalidateAdminQueries } from '#client/features/admin/api/invalidate-admin.ts';
import { type SecondFactorStep, secondFactorStep } from '#client/features/admin/second-factor-step.ts';
import { useSecondFactorRefusal } from '#client/features/admin/use-second-factor-refusal.ts';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { paths } from '#client/lib/paths.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useSignedInUser } from './require-auth.tsx';

// Loaded when an admin owes the step, with their forms (react-hook-form, zod): not on every member's first page.
const TwoFactorEnrolment = lazy(async () => ({
  default: (await import('#client/features/auth/components/two-factor-enrolment.tsx')).TwoFactorEnrolment,
}));
const TwoFactorVerify = lazy(async () => ({
  default: (await import('#client/features/auth/components/two-factor-verify.tsx')).TwoFactorVerify,
}));

/** Set-up or verification of the second factor, in place of the admin pages, with a way back to the app. */
function SecondFactorScreen({
  step,
  email,
  onPassed,
}: {
  step: SecondFactorStep;
  email: string;
  onPassed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <Card className="p-4 sm:p-6">
        <Suspense
          fallback={
            <p role="status" className="text-muted-foreground">
              {t('common.loading')}
            </p>
          }
        >
          {step === 'enrol' ? (
            <TwoFactorEnrolment email={email} onDone={onPassed} />
          ) : (
            <TwoFactorVerify onPassed={onPassed} />
          )}
        </Suspense>
      </Card>
      <ButtonLink to={paths.dashboard} icon={ArrowLeft} variant="link" className="w-fit px-0">
        {t('admin.backToApp')}
      </ButtonLink>
    </div>
  );
}

/**
 * Admin pages, nested under RequireAuth. The server's isAdmin decides; the server refuses admin calls to
 * anyone else anyway, this only spares a member a page they cannot use. An admin who has not set up or passed
 * the second factor (as the signed-in user says, or as any admin call was refused) gets that step first.
 */
export function RequireAdmin() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refusal, clear } = useSecondFactorRefusal();
  const needed = user.isAdmin ? secondFactorStep(user.secondFactor, refusal) : null;
  // Confirming the set-up already passes the factor: the screen stays until the recovery codes are saved.
  const [enrolling, setEnrolling] = useState(false);
  if (needed === 'enrol' && !enrolling) setEnrolling(true);

  useEffect(() => {
    if (!user.isAdmin) {
      toastFailure(t('admin.accessDenied'), t('admin.accessDeniedDescription'));
    }
  }, [user.isAdmin, t]);

  async function passed() {
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    clear();
    setEnrolling(false);
    void invalidateAdminQueries(queryClient);
  }

  if (!user.isAdmin) return <Navigate to={paths.home} replace />;
  const step = enrolling ? 'enrol' : needed;
  if (step) return <SecondFactorScreen step={step} email={user.email} onPassed={() => void passed()} />;
  return <Outlet context={user} />;
}
