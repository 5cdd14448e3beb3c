import { PERMISSIBLE_PURPOSES } from '#shared/constants/consent.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import { memberProfile } from '#shared/test-support/members.ts';
import type { TestApp } from './test-app.ts';

export const consent = (consentTimestamp = '2026-11-22T14:59:00.000Z') => ({
  fcraConsent: true,
  permissiblePurposeConsent: true,
  piiProcessingConsent: true,
  consentTimestamp,
  permissiblePurpose: PERMISSIBLE_PURPOSES.en,
});

/** Pulls the demo provider's report for a member (with the consents) and answers it. */
export async function pullDemoReport(t: TestApp, cookie: string): Promise<CreditReportResponse> {
  const pulled = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/credit-pull',
    payload: { profileData: memberProfile, consent: consent(t.clock.now().toISOString()) },
    headers: { cookie },
  });
  if (pulled.statusCode !== 201 && pulled.statusCode !== 200) {
    throw new Error(`credit pull failed: ${pulled.statusCode} ${pulled.body}`);
  }
  const report = await t.app.inject({ method: 'GET', url: '/api/credit-report', headers: { cookie } });
  return report.json() as CreditReportResponse;
}
