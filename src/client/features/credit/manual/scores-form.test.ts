import { describe, expect, it } from 'vitest';
import { checkScoresForm, type ScoreFields, type ScoresFormValues, scoresFormOf } from './scores-form.ts';

const blank = scoresFormOf([]);
const withScores = (changes: Partial<ScoresFormValues>): ScoresFormValues => ({ ...blank, ...changes });
/** One bureau's fields as the member typed them, the others left blank. */
const typed = (fields: Partial<ScoreFields>): ScoreFields => ({ value: '', date: '', reportNumber: '', ...fields });

describe('the scores form', () => {
  it('sends only the bureaus given a score, a missing date as null', () => {
    expect(
      checkScoresForm(
        withScores({ transunion: typed({ value: ' 612 ' }), experian: typed({ value: '640', date: '2026-10-02' }) }),
      ),
    ).toEqual({
      input: {
        scores: [
          { bureau: 'experian', value: 640, date: '2026-10-02' },
          { bureau: 'transunion', value: 612, date: null },
        ],
        reportNumbers: {},
      },
    });
  });

  it('sends no score at all when every field is blank, which clears those entered before', () => {
    expect(checkScoresForm(blank)).toEqual({ input: { scores: [], reportNumbers: {} } });
  });

  it.each(['900', '700.5'])(
    'refuses the score %s (outside 300–850 or not a whole number), under that bureau’s field',
    (value) => {
      expect(checkScoresForm(withScores({ equifax: typed({ value }) }))).toEqual({
        issues: [{ path: 'equifax.value', message: 'credit.manual.errors.scoreRange' }],
      });
    },
  );

  it('asks for the score when only its date was given, and refuses a date in the future', () => {
    expect(
      checkScoresForm(
        withScores({ experian: typed({ date: '2026-10-02' }), equifax: typed({ value: '700', date: '2999-01-01' }) }),
      ),
    ).toEqual({
      issues: [
        { path: 'experian.value', message: 'credit.manual.errors.scoreMissing' },
        { path: 'equifax.date', message: 'credit.manual.errors.dateInFuture' },
      ],
    });
  });

  it('shows the stored scores, blank where there is none', () => {
    expect(scoresFormOf([{ bureau: 'equifax', value: 701, date: null }], { transunion: '381920446' })).toEqual({
      experian: typed({}),
      equifax: typed({ value: '701' }),
      transunion: typed({ reportNumber: '381920446' }),
    });
  });

  it('sends each bureau’s report number, with or without a score, trimmed', () => {
    expect(
      checkScoresForm(
        withScores({
          equifax: typed({ reportNumber: ' 5204817736 ' }),
          transunion: typed({ value: '612', reportNumber: '381920446' }),
        }),
      ),
    ).toEqual({
      input: {
        scores: [{ bureau: 'transunion', value: 612, date: null }],
        reportNumbers: { equifax: '5204817736', transunion: '381920446' },
      },
    });
  });

  it('refuses a report number a letter could not carry, under that bureau’s field', () => {
    expect(checkScoresForm(withScores({ experian: typed({ reportNumber: 'N° 12/34' }) }))).toEqual({
      issues: [{ path: 'experian.reportNumber', message: 'credit.manual.errors.reportNumber' }],
    });
  });
});
