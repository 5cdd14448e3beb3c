import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CircleAlert, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentProcessor } from '#shared/constants/billing.ts';
import { type CreateAccountRequest, CreateAccountRequestSchema } from '#shared/schemas/onboarding-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldAria } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateAccount, useForgetDraft } from '../api/create-account.ts';
import { useFinishAsMember } from '../api/discard-draft.ts';
import { failureMessage } from '../failure-message.ts';
import { useAfterDelay } from '../use-after-delay.ts';
import { BureauSubmission } from './bureau-submission.tsx';

/** The spec's pause on "your account is ready" before the dashboard. */
export const AFTER_ACCOUNT_DELAY_MS = 3000;

type Phase = 'bureau_submission' | 'form' | 'creating' | 'sent' | 'success' | 'error';
const FIELDS = ['username', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/**
 * Step 6: the queuing animation, then username and password. The server answers the same whether or not the
 * address already had an account (it writes to that account's owner instead), so the visitor is told to check
 * their email either way: the link in it signs them in. A signed-in member has an account already: the draft is
 * discarded and they go to their dashboard. With card payment the plan then waits for the card: the dashboard's
 * plan status leads to Stripe's checkout, which the server opens only for a confirmed email.
 */
export function AccountStep({
  viewer,
  email,
  processor,
}: {
  viewer: 'visitor' | 'member';
  email: string | null;
  processor: PaymentProcessor;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAccount();
  const finishAsMember = useFinishAsMember();
  const forgetDraft = useForgetDraft();
  const [phase, setPhase] = useState<Phase>('bureau_submission');
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<CreateAccountRequest>({
    resolver: zodResolver(CreateAccountRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  useAfterDelay(phase === 'success', AFTER_ACCOUNT_DELAY_MS, () => navigate(paths.dashboard));

  const finishAnimation = () => {
    if (viewer === 'visitor') {
      setPhase('form');
      return;
    }
    // A member: nothing to create; the draft goes, whether or not the server could delete it now (it expires).
    finishAsMember.mutate(undefined, {
      onSettled: () => {
        void forgetDraft();
        setPhase('success');
      },
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setPhase('creating');
    try {
      setSentTo((await create.mutateAsync(values)).email);
      setPhase('sent');
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const fieldIssues = (body?.issues ?? []).filter((issue) => isField(issue.path));
      if (body?.code === 'USERNAME_TAKEN' || fieldIssues.length > 0) {
        // The form says what to change, next to the field.
        if (body?.code === 'USERNAME_TAKEN') form.setError('username', { message: 'errors.USERNAME_TAKEN' });
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
    // What was typed stays, except the passwords.
    form.reset({ ...form.getValues(), password: '', confirmPassword: '' });
    setFailure(null);
    setPhase('form');
  };

  const field = (name: Field, hasHint = false) => {
    const id = `account-${name}`;
    return { id, error: errors[name]?.message, aria: fieldAria(id, errors[name]?.message, hasHint) };
  };
  const username = field('username', true);
  const password = field('password', true);
  const confirmPassword = field('confirmPassword');

  return (
    <div className="grid gap-5">
      {phase === 'bureau_submission' && <BureauSubmission onFinished={finishAnimation} />}
      {(phase === 'form' || phase === 'creating') && (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <h2 className="text-2xl font-semibold">{t('onboarding.account.title')}</h2>
            <p className="text-muted-foreground">{t('onboarding.account.intro')}</p>
            {email && (
              <p className="text-sm font-medium [overflow-wrap:anywhere]">{t('onboarding.account.email', { email })}</p>
            )}
          </div>
          <FormField
            id={username.id}
            label={t('onboarding.account.username')}
            hint={t('onboarding.account.usernameHint')}
            error={username.error}
          >
            <Input
              {...username.aria}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('username')}
            />
          </FormField>
          <FormField
            id={password.id}
            label={t('onboarding.account.password')}
            hint={t('onboarding.account.passwordHint')}
            error={password.error}
          >
            <PasswordInput {...password.aria} autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField
            id={confirmPassword.id}
            label={t('onboarding.account.confirmPassword')}
            error={confirmPassword.error}
          >
            <PasswordInput
              {...confirmPassword.aria}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={phase === 'creating'}>
            {phase === 'creating' ? t('onboarding.account.creating') : t('onboarding.account.create')}
          </Button>
        </form>
      )}
      {phase === 'sent' && sentTo && (
        <div role="status" className="grid gap-2 rounded-lg border border-primary bg-primary/5 p-6">
          <p className="flex items-center gap-2 text-2xl font-semibold">
            <MailCheck className="size-6 text-primary" aria-hidden />
            {t('onboarding.account.sentTitle')}
          </p>
          <p className="[overflow-wrap:anywhere]">{t('onboarding.account.sentText', { email: sentTo })}</p>
          <p className="text-sm text-muted-foreground">{t('onboarding.account.notReceived')}</p>
        </div>
      )}
      {phase === 'success' && (
        <div role="status" className="grid gap-2 rounded-lg border border-primary bg-primary/5 p-6">
          <p className="flex items-center gap-2 text-2xl font-semibold">
            <CheckCircle2 className="size-6 text-primary" aria-hidden />
            {t('onboarding.account.successTitle')}
          </p>
          <p>{t('onboarding.account.success')}</p>
          {processor === 'stripe' && <p>{t('onboarding.account.cardNext.member')}</p>}
        </div>
      )}
      {phase === 'error' && failure && (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive p-6">
          <p className="flex items-center gap-2 text-xl font-semibold text-destructive">
            <CircleAlert className="size-5" aria-hidden />
            {t('onboarding.account.failedTitle')}
          </p>
          <p>{failure}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="lg" onClick={tryAgain}>
              {t('common.tryAgain')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
