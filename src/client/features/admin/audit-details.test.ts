import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details.ts';

const DISPUTE_ID = '5d0c8d8e-0a8b-4f6e-9a51-2d3c4b5a6f70';

describe('describeAuditDetails', () => {
  it('says what each recorded detail holds, in the server’s order', () => {
    expect(
      describeAuditDetails({
        disputeId: DISPUTE_ID,
        bureau: 'transunion',
        outcome: 'deleted',
        respondedOn: '2026-03-02',
        newStatus: 'resolved',
      }),
    ).toEqual([
      { key: 'disputeId', known: 'disputeId', value: { kind: 'id', value: DISPUTE_ID } },
      { key: 'bureau', known: 'bureau', value: { kind: 'bureau', value: 'transunion' } },
      { key: 'outcome', known: 'outcome', value: { kind: 'outcome', value: 'deleted' } },
      { key: 'respondedOn', known: 'respondedOn', value: { kind: 'day', value: '2026-03-02' } },
      { key: 'newStatus', known: 'newStatus', value: { kind: 'disputeStatus', value: 'resolved' } },
    ]);
  });

  it('reads an activation, a refused key and an export', () => {
    expect(describeAuditDetails({ paymentReference: 'INV-1', batch: true, submittedDisputes: 2 })).toEqual([
      { key: 'paymentReference', known: 'paymentReference', value: { kind: 'text', value: 'INV-1' } },
      { key: 'batch', known: 'batch', value: { kind: 'flag', value: true } },
      { key: 'submittedDisputes', known: 'submittedDisputes', value: { kind: 'count', value: 2 } },
    ]);
    expect(describeAuditDetails({ reason: 'wrong', userCount: 3 }).map((detail) => detail.value)).toEqual([
      { kind: 'refusal', value: 'wrong' },
      { kind: 'count', value: 3 },
    ]);
    expect(
      describeAuditDetails({ status: 'active', search: null, format: 'csv', dateFrom: '2026-01-01' }).map(
        (detail) => detail.value,
      ),
    ).toEqual([
      { kind: 'subscriptionStatus', value: 'active' },
      { kind: 'none' },
      { kind: 'format', value: 'csv' },
      { kind: 'day', value: '2026-01-01' },
    ]);
  });

  it('reads a list an admin read: the page, the filters in use and the rows shown', () => {
    expect(describeAuditDetails({ page: 2, search: 'lopez', status: 'inactive', rowCount: 25 })).toEqual([
      { key: 'page', known: 'page', value: { kind: 'count', value: 2 } },
      { key: 'search', known: 'search', value: { kind: 'text', value: 'lopez' } },
      { key: 'status', known: 'status', value: { kind: 'subscriptionStatus', value: 'inactive' } },
      { key: 'rowCount', known: 'rowCount', value: { kind: 'count', value: 25 } },
    ]);
  });

  it('reads a testimonial’s change: which testimonial, and whose words', () => {
    expect(describeAuditDetails({ testimonialId: DISPUTE_ID, firstName: 'Rosa' })).toEqual([
      { key: 'testimonialId', known: 'testimonialId', value: { kind: 'id', value: DISPUTE_ID } },
      { key: 'firstName', known: 'firstName', value: { kind: 'text', value: 'Rosa' } },
    ]);
  });

  it('keeps a code or a detail it has no words for as the server wrote it', () => {
    expect(describeAuditDetails({ reason: 'RATE_LIMITED', bureau: 'innovis', preview: false })).toEqual([
      { key: 'reason', known: 'reason', value: { kind: 'text', value: 'RATE_LIMITED' } },
      { key: 'bureau', known: 'bureau', value: { kind: 'text', value: 'innovis' } },
      { key: 'preview', known: null, value: { kind: 'flag', value: false } },
    ]);
  });
});
