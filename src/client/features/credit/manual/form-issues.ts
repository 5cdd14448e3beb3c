import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * A problem with one field of a form, named by its form path. The message is an i18n key from the shared schema
 * (shown translated under the field) or a sentence zod's global messages already translated; `count` is for a
 * key that needs it (a length limit).
 */
export interface FormIssue {
  path: string;
  message: string;
  count?: number;
}

export type FormCheck<Output> = { input: Output } | { issues: FormIssue[] };

/** An issue path from zod (['views', 0, 'balanceCents']) or from the API's answer ('views.0.balanceCents'). */
export function issuePathParts(path: string | readonly PropertyKey[]): (string | number)[] {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts.filter((part) => part !== '').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** react-hook-form's resolver over a pure check: the form's values in, the API's input or each field's issue out. */
export function resolverOf<Values extends FieldValues, Output>(
  check: (values: Values) => FormCheck<Output>,
  t: TFunction,
): Resolver<Values, unknown, Output> {
  return (values, _context, options) => {
    const result = check(values);
    if ('input' in result) return { values: result.input, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      flat[issue.path] ??= {
        type: 'validation',
        message: issue.count === undefined ? issue.message : t(issue.message as never, { count: issue.count }),
      };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** The field issues of the API's 400 answer, with the i18n key each carries (or nothing we can translate). */
export function apiIssues(error: unknown) {
  return error instanceof ApiError ? (error.body?.issues ?? []) : [];
}
