import { describe, expect, it } from 'vitest';
import { checkScoresForm, type ScoresFormValues, scoresFormOf } from './scores-form.ts';

const blank = scoresFormOf([]);
const withScores = (changes: Partial<ScoresFormValues>): ScoresFormValues => ({ ...blank, ...changes });

describe('the scores form', () => {
  it('sends only the bureaus given a score, a missing date as null', () => {
    expect(
      checkScoresForm(
        withScores({
          transunion: { value: ' 612 ', date: '', reportNumber: '' },
          experian: { value: '640', date: '2026-10-02', reportNumber: '' },
        }),
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

  it('refuses a score outside 300–850 or not a whole number, under that bureau’s field', () => {
    expect(checkScoresForm(withScores({ equifax: { value: '900', date: '', reportNumber: '' } }))).toEqual({
      issues: [{ path: 'equifax.value', message: 'credit.manual.errors.scoreRange' }],
    });
    expect(checkScoresForm(withScores({ equifax: { value: '700.5', date: '', reportNumber: '' } }))).toEqual({
      issues: [{ path: 'equifax.value', message: 'credit.manual.errors.scoreRange' }],
    });
  });

  it('asks for the score when only its date was given, and refuses a date in the future', () => {
    expect(
      checkScoresForm(
        withScores({
          experian: { value: '', date: '2026-10-02', reportNumber: '' },
          equifax: { value: '700', date: '2999-01-01', reportNumber: '' },
        }),
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
      experian: { value: '', date: '', reportNumber: '' },
      equifax: { value: '701', date: '', reportNumber: '' },
      transunion: { value: '', date: '', reportNumber: '381920446' },
    });
  });

  it('sends each bureau’s report number, with or without a score, trimmed', () => {
    expect(
      checkScoresForm(
        withScores({
          equifax: { value: '', date: '', reportNumber: ' 5204817736 ' },
          transunion: { value: '612', date: '', reportNumber: '381920446' },
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
    expect(checkScoresForm(withScores({ experian: { value: '', date: '', reportNumber: 'N° 12/34' } }))).toEqual({
      issues: [{ path: 'experian.reportNumber', message: 'credit.manual.errors.reportNumber' }],
    });
  });
});
