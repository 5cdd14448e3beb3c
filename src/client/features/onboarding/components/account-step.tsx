import { CircleAlert, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { fieldsOf } from '#client/components/ui/form-field.tsx';
import { NewPasswordFields } from '#client/features/auth/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { CreateAccountRequestSchema } from '#shared/schemas/onboarding-draft.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { failureMessage } from '../failure-message.ts';
import { StepFooter } from './step-footer.tsx';
import { StepHeading } from './step-heading.tsx';

type Phase = 'form' | 'creating' | 'sent' | 'error';
const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/**
 * Step 5: a password for the account; the email was given at step 1. Nothing is signed or paid here. A new
 * address becomes an account and this browser is signed in to it, so the page moves on to step 6 by itself (the
 * onboarding state turns into the member's). An address that already had an account is answered alike by the
 * server, which writes to its owner instead and signs nobody in: then this page says to check the email.
 */
export function AccountStep({ email, onPrevious }: { email: string | null; onPrevious: () => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const create = useCreateAccount();
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(CreateAccountRequestSchema, { password: '', confirmPassword: '' });

  const submit = form.handleSubmit(async (values) => {
    setPhase('creating');
    try {
      setSentTo((await create.mutateAsync({ ...values, lang: language })).email);
      setPhase('sent');
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const fieldIssues = (body?.issues ?? []).filter((issue) => isField(issue.path));
      if (fieldIssues.length > 0) {
        // The form says what to change, next to the field.
        for (const issue of fieldIssues) {
          form.setError(issue.path as Field, {
            message: i18n.exists(issue.message) ? issue.message : t('validation.invalidFormat'),
          });
        }
        setPhase('form');
        return;
      }
      setFailure(failureMessage(error, t, t('onboarding.account.failed')));
      setPhase('error');
    }
  });
  const tryAgain = () => {
    form.reset({ password: '', confirmPassword: '' });
    setFailure(null);
    setPhase('form');
  };

  const field = fieldsOf(form, 'account');

  if (phase === 'sent' && sentTo) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-primary bg-primary/5 p-6">
        <p className="flex items-center gap-2 text-2xl font-semibold">
          <MailCheck className="size-6 text-primary" aria-hidden />
          {t('onboarding.account.sentTitle')}
        </p>
        <p className="[overflow-wrap:anywhere]">{t('onboarding.account.sentText', { email: sentTo })}</p>
        <p className="text-sm text-muted-foreground">{t('onboarding.account.notReceived')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {phase === 'error' && failure ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive p-6">
          <p className="flex items-center gap-2 text-xl font-semibold text-destructive">
            <CircleAlert className="size-5" aria-hidden />
            {t('onboarding.account.failedTitle')}
          </p>
          <p>{failure}</p>
          <Button size="lg" className="w-full sm:w-fit" onClick={tryAgain}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <StepHeading title={t('onboarding.account.title')} intro={t('onboarding.account.intro')}>
            {email && (
              <p className="text-sm font-medium [overflow-wrap:anywhere]">{t('onboarding.account.email', { email })}</p>
            )}
          </StepHeading>
          <NewPasswordFields
            password={field('password', t('onboarding.account.passwordHint'))}
            confirm={field('confirmPassword')}
            labels={{ password: t('onboarding.account.password'), confirm: t('onboarding.account.confirmPassword') }}
          />
          <p className="text-sm text-muted-foreground">{t('onboarding.account.next')}</p>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={phase === 'creating'}>
            {phase === 'creating' ? t('onboarding.account.creating') : t('onboarding.account.create')}
          </Button>
        </form>
      )}
      <StepFooter onPrevious={onPrevious} />
    </div>
  );
}
