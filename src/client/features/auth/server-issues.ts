import type { i18n as I18n } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * Puts the server's field issues under the fields they name, keeping what was typed. Our own rules answer an
 * i18n key; anything else gets the generic message in the member's language. Answers whether any field got one.
 */
export function showServerIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, i18n: I18n): boolean {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  const fields = form.getValues();
  let shown = false;
  for (const issue of issues) {
    if (!(issue.path in fields)) continue;
    const message = i18n.exists(issue.message) ? issue.message : i18n.t('validation.invalidFormat');
    form.setError(issue.path as Path<T>, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
