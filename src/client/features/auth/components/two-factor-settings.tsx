import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldsOf } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { TurnOffTwoFactorRequestSchema } from '#shared/schemas/auth.ts';
import { currentUserQueryKey, useCurrentUser } from '../api/get-current-user.ts';
import { useTurnOffTwoFactor } from '../api/two-factor-turn-off.ts';
import { showServerIssues } from '../server-issues.ts';
import { waitMinutes } from '../wait-minutes.ts';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/** Where the server's refusal belongs: under the password, under the code, or nowhere in particular. */
function fieldOf(error: unknown): 'password' | 'code' | null {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code === 'WRONG_CURRENT_PASSWORD') return 'password';
  if (code === 'INVALID_TWO_FACTOR_CODE' || code === 'RATE_LIMITED') return 'code';
  return null;
}

function refusalText(error: ApiError, t: TFunction): string {
  if (error.body?.code === 'WRONG_CURRENT_PASSWORD') return 'errors.WRONG_CURRENT_PASSWORD';
  if (error.body?.code === 'RATE_LIMITED') {
    return t('auth.twoFactor.wait', { count: waitMinutes(error.body.retryAfterSeconds ?? 60) });
  }
  return errorMessage(error, t);
}

/** Turning it off asks for the password and a code: a session left open is not enough to weaken the account. */
function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const turnOff = useTurnOffTwoFactor();
  const form = useZodForm(TurnOffTwoFactorRequestSchema, { password: '', code: '' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await turnOff.mutateAsync(values);
      toast({ title: t('auth.twoFactor.settings.turnedOff'), description: t('auth.twoFactor.settings.turnedOffText') });
    } catch (error) {
      const field = fieldOf(error);
      if (field && error instanceof ApiError) {
        form.setError(field, { message: refusalText(error, t) }, { shouldFocus: true });
      } else if (!showServerIssues(form, error, i18n)) {
        toastFailure(t('auth.twoFactor.settings.turnOffFailed'), errorMessage(error, t));
      }
    }
  });

  const field = fieldsOf(form, 'two-factor-off');
  const password = field('password');
  // Apps show "123 456": the spaces are only for reading.
  const code = field('code', undefined, { setValueAs: (value: string) => value.replace(/\s/g, '') });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <p className="text-sm">{t('auth.twoFactor.settings.turnOffIntro')}</p>
      <FormField {...password.field} label={t('auth.twoFactor.settings.password')}>
        <PasswordInput {...password.control} autoComplete="current-password" />
      </FormField>
      <FormField {...code.field} label={t('auth.twoFactor.settings.codeLabel')}>
        <Input
          {...code.control}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono sm:max-w-56"
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.twoFactor.settings.turningOff') : t('auth.twoFactor.settings.turnOff')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('auth.twoFactor.settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The account page's two-step verification: staff always have it; a member with a proven email may turn it on
 * (the same authenticator app and recovery codes as staff) and off again.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [turningOff, setTurningOff] = useState(false);
  if (!user) return null;
  const enrolled = user.secondFactor?.enrolled ?? false;

  let body: ReactNode;
  if (user.isAdmin) {
    body = <p className="text-sm text-muted-foreground">{t('auth.twoFactor.settings.staffText')}</p>;
  } else if (!user.emailVerified) {
    body = <p className="text-sm text-muted-foreground">{t('auth.twoFactor.settings.unverifiedText')}</p>;
  } else if (enrolled) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.settings.onText')}</p>
        {turningOff ? (
          <TurnOffForm onCancel={() => setTurningOff(false)} />
        ) : (
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => setTurningOff(true)}>
            {t('auth.twoFactor.settings.turnOff')}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.settings.offText')}</p>
        <TwoFactorEnrolment
          audience="member"
          email={user.email}
          onDone={() => {
            toast({
              title: t('auth.twoFactor.settings.turnedOn'),
              description: t('auth.twoFactor.settings.turnedOnText'),
            });
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          }}
        />
      </>
    );
  }

  return (
    <Section id="two-factor-settings" card title={t('auth.twoFactor.settings.title')}>
      {body}
    </Section>
  );
}
