import { describe, expect, it } from 'vitest';
import { CreateDisputeRequestSchema, MarkMailedRequestSchema } from './disputes.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues.map((issue) => issue.message);

describe('a tracking number', () => {
  const mailed = (trackingNumber: string) =>
    MarkMailedRequestSchema.safeParse({ mailedOn: '2026-11-20', trackingNumber });

  it('of the right length with one wrong digit is told apart from one of the wrong length', () => {
    expect(mailed('9400 1000 0000 0000 0000 06')).toMatchObject({ success: true });
    expect(messageOf(mailed('9400 1000 0000 0000 0000 01'))).toEqual(['disputes.errors.trackingNumberCheckDigit']);
    expect(messageOf(mailed('EA123456784US'))).toEqual(['disputes.errors.trackingNumberCheckDigit']);
    expect(messageOf(mailed('9400 1000 0000 0000 0000 0'))).toEqual(['disputes.errors.trackingNumber']);
    expect(messageOf(mailed('12345'))).toEqual(['disputes.errors.trackingNumber']);
    expect(messageOf(mailed('9400-1000-0000-0000-0000-06'))).toEqual(['disputes.errors.trackingNumber']);
  });
});

describe('the identity theft report', () => {
  const item = '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11';

  it('is said only of an identity-theft dispute', () => {
    expect(
      CreateDisputeRequestSchema.safeParse({
        negativeItemId: item,
        reasonCodes: ['identity_theft'],
        identityTheftReport: true,
      }),
    ).toMatchObject({ success: true });
    expect(
      messageOf(
        CreateDisputeRequestSchema.safeParse({
          negativeItemId: item,
          reasonCodes: ['not_mine'],
          identityTheftReport: true,
        }),
      ),
    ).toEqual(['disputes.errors.identityTheftReportWithoutReason']);
    expect(
      CreateDisputeRequestSchema.safeParse({
        negativeItemId: item,
        reasonCodes: ['not_mine'],
        identityTheftReport: false,
      }),
    ).toMatchObject({ success: true });
  });
});
