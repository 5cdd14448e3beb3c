import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { TwoFactorCodeRequestSchema } from '#shared/schemas/auth.ts';
import { waitMinutes } from '../wait-minutes.ts';

/** Refusals about the code itself are shown under the field; anything else in a toast. */
const FIELD_CODES = ['INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'];

/** The sentence under the field; a wait after wrong codes can be an hour, so it is said in minutes. */
function fieldMessage(failure: ApiError, t: TFunction): string {
  if (failure.body?.code !== 'RATE_LIMITED') return errorMessage(failure, t);
  return t('auth.twoFactor.wait', { count: waitMinutes(failure.body.retryAfterSeconds ?? 60) });
}

/**
 * One code field and its button: a 6-digit app code (a number pad on phones, and the system's one-time-code
 * autofill), or a recovery code typed from paper.
 */
export function TwoFactorCodeForm({
  id,
  kind,
  label,
  submitLabel,
  onSubmit,
}: {
  id: string;
  kind: 'app' | 'recovery';
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(TwoFactorCodeRequestSchema, { code: '' });
  const error = form.formState.errors.code?.message;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (failure) {
      if (failure instanceof ApiError && FIELD_CODES.includes(failure.body?.code ?? '')) {
        form.setError('code', { message: fieldMessage(failure, t) }, { shouldFocus: true });
      } else {
        toastFailure(t('auth.twoFactor.failed'), errorMessage(failure, t));
      }
    }
  });

  const input =
    kind === 'app'
      ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', placeholder: '123456' }
      : { inputMode: 'text' as const, autoComplete: 'off', placeholder: 'abcde-23456' };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={id} label={label} error={error}>
        <Input
          {...fieldAria(id, error)}
          {...input}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono text-lg tracking-widest sm:max-w-56"
          // Apps show "123 456": the spaces are only for reading.
          {...form.register('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.twoFactor.checking') : submitLabel}
      </Button>
    </form>
  );
}
