import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import {
  type ManualScore,
  type ManualScoresInput,
  ManualScoresInputSchema,
  type ReportNumbers,
} from '#shared/schemas/manual-items.ts';
import { type FormCheck, type FormIssue, issuePathParts } from './form-issues.ts';

/** What the member reads on one bureau's report: its score and date, and the report's own number. */
export interface ScoreFields {
  value: string;
  date: string;
  reportNumber: string;
}
export type ScoresFormValues = Record<Bureau, ScoreFields>;

export function scoresFormOf(scores: readonly ManualScore[], reportNumbers: ReportNumbers = {}): ScoresFormValues {
  return Object.fromEntries(
    BUREAUS.map((bureau) => {
      const score = scores.find((candidate) => candidate.bureau === bureau);
      return [
        bureau,
        { value: score ? String(score.value) : '', date: score?.date ?? '', reportNumber: reportNumbers[bureau] ?? '' },
      ];
    }),
  ) as ScoresFormValues;
}

/** The bureaus the member gave a score or its date for, in the order the scores are sent. */
const filledBureaus = (values: ScoresFormValues) =>
  BUREAUS.filter((bureau) => values[bureau].value.trim() !== '' || values[bureau].date !== '');

/** A whole number as typed; anything else is not a score (the shared schema says which range is). */
const scoreOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/**
 * The scores and report numbers to send, checked with the API's schema: a bureau left blank has no score, a
 * number left blank none (a free report has a number and no score, so either goes without the other).
 */
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
    reportNumbers: Object.fromEntries(
      BUREAUS.filter((bureau) => values[bureau].reportNumber.trim() !== '').map((bureau) => [
        bureau,
        values[bureau].reportNumber,
      ]),
    ),
  });
  if (parsed.success && missing.length === 0) return { input: parsed.data };
  const issues = parsed.success
    ? []
    : parsed.error.issues.flatMap((issue): FormIssue[] => {
        const [group, index, field] = issuePathParts(issue.path);
        if (group === 'reportNumbers' && typeof index === 'string') {
          return [{ path: `${index}.reportNumber`, message: issue.message }];
        }
        const bureau = typeof index === 'number' ? bureaus[index] : undefined;
        if (!bureau || (field !== 'value' && field !== 'date')) return [];
        // Not a whole number reads as "not a score", not as a type error.
        const message = field === 'value' ? 'credit.manual.errors.scoreRange' : issue.message;
        return [{ path: `${bureau}.${field}`, message }];
      });
  return { issues: [...missing, ...issues.filter((issue) => !missing.some((other) => other.path === issue.path))] };
}
