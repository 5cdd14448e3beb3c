import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import { type ManualScore, type ManualScoresInput, ManualScoresInputSchema } from '#shared/schemas/manual-items.ts';
import { type FormCheck, type FormIssue, issuePathParts } from './form-issues.ts';

export interface ScoreFields {
  value: string;
  date: string;
}
export type ScoresFormValues = Record<Bureau, ScoreFields>;

export function scoresFormOf(scores: readonly ManualScore[]): ScoresFormValues {
  return Object.fromEntries(
    BUREAUS.map((bureau) => {
      const score = scores.find((candidate) => candidate.bureau === bureau);
      return [bureau, { value: score ? String(score.value) : '', date: score?.date ?? '' }];
    }),
  ) as ScoresFormValues;
}

/** The bureaus the member gave anything for, in the order the scores are sent. */
const filledBureaus = (values: ScoresFormValues) =>
  BUREAUS.filter((bureau) => values[bureau].value.trim() !== '' || values[bureau].date !== '');

/** A whole number as typed; anything else is not a score (the shared schema says which range is). */
const scoreOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The scores to send, checked with the API's schema: a bureau left blank has no score. */
export function checkScoresForm(values: ScoresFormValues): FormCheck<ManualScoresInput> {
  const bureaus = filledBureaus(values);
  const missing: FormIssue[] = bureaus
    .filter((bureau) => values[bureau].value.trim() === '')
    .map((bureau) => ({ path: `${bureau}.value`, message: 'credit.manual.errors.scoreMissing' }));
  const parsed = ManualScoresInputSchema.safeParse({
    scores: bureaus.map((bureau) => ({
      bureau,
      value: scoreOf(values[bureau].value),
      date: values[bureau].date || null,
    })),
  });
  if (parsed.success && missing.length === 0) return { input: parsed.data };
  const issues = parsed.success
    ? []
    : parsed.error.issues.flatMap((issue): FormIssue[] => {
        const [, index, field] = issuePathParts(issue.path);
        const bureau = typeof index === 'number' ? bureaus[index] : undefined;
        if (!bureau || (field !== 'value' && field !== 'date')) return [];
        // Not a whole number reads as "not a score", not as a type error.
        const message = field === 'value' ? 'credit.manual.errors.scoreRange' : issue.message;
        return [{ path: `${bureau}.${field}`, message }];
      });
  return { issues: [...missing, ...issues.filter((issue) => !missing.some((other) => other.path === issue.path))] };
}
