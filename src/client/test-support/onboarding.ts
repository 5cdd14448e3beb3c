import type { CreditPullResult } from '#shared/schemas/credit.ts';
import type { IdDocumentView, OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { exampleOf } from '#shared/test-support/example.ts';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { aNegativeItem } from './credit.ts';

/** The profile a visitor saved at step 1, as the server shows it again (the SSN's last four only). */
export const aSavedProfile = (): NonNullable<OnboardingStateResponse['profile']> => ({
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  dateOfBirth: '1985-04-12',
  ssnLast4: '6789',
  phone: '(555) 123-4567',
  address: { street: '12 Main Street', city: 'Phoenix', state: 'AZ', zipCode: '85001' },
});

export function anIdDocument(side: 'front' | 'back', overrides: Partial<IdDocumentView> = {}): IdDocumentView {
  return {
    side,
    mediaType: 'image/jpeg',
    byteSize: 250_000,
    uploadedAt: '2026-11-20T15:00:00.000Z',
    hasThumbnail: true,
    ...overrides,
  };
}

/** Item ids are UUIDs; the n-th item of a pull result. */
export const itemId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A report's result with `count` collections, each offering the reasons "not mine" and "wrong amount". */
export function aPullResult(count = 3): CreditPullResult {
  return {
    creditScore: 612,
    experianScore: 605,
    equifaxScore: 618,
    transunionScore: 613,
    negativeItems: Array.from({ length: count }, (_, index) =>
      aNegativeItem({
        id: itemId(index + 1),
        creditorName: `Creditor ${index + 1}`,
        disputeReasons: [
          {
            code: 'not_mine',
            rule: 'single_bureau',
            bureaus: ['experian'],
            relatedTradelineKey: null,
            explanation: { en: 'Only Experian reports it.', es: 'Solo Experian la reporta.' },
          },
          {
            code: 'incorrect_amount',
            rule: 'bureau_mismatch',
            bureaus: ['experian', 'equifax'],
            relatedTradelineKey: null,
            explanation: { en: 'The balances differ.', es: 'Los saldos no coinciden.' },
          },
        ],
      }),
    ),
    dataSource: 'demo',
    isRealBureauData: false,
  };
}

/** After step 3: a profile, both photos and the SAMPLE report brought. */
export const aPulledState = exampleOf<OnboardingStateResponse>(() =>
  anOnboardingState({
    currentStep: 4,
    completedSteps: [1, 2, 3],
    profile: aSavedProfile(),
    documents: { front: anIdDocument('front'), back: anIdDocument('back') },
    preferences: { hasChildSupport: false, hasRepossession: false, hasBankruptcy: false },
    reportWay: 'sample',
    creditPull: {
      status: 'success',
      startedAt: '2026-11-20T15:00:00.000Z',
      finishedAt: '2026-11-20T15:00:05.000Z',
      errorCode: null,
      result: aPullResult(),
    },
  }),
);
