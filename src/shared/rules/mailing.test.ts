import { describe, expect, it } from 'vitest';
import type { TrackingStep } from '#shared/constants/mailing.ts';
import { mailingDays, nextMailingStatus, scanDayAtBureau } from './mailing.ts';

const scan = (step: TrackingStep, at = '2026-11-23T15:00:00Z') => ({ step, occurredAt: new Date(at) });
const scans = (...steps: TrackingStep[]) => steps.map((step) => scan(step));

describe('where a mailing stands after its scans', () => {
  it.each([
    ['mailed', 'mailed'],
    ['in_transit', 'in_transit'],
    ['in_local_area', 'in_transit'],
    ['processed_for_delivery', 'in_transit'],
    ['pickup_available', 'in_transit'],
    ['re_routed', 'in_transit'],
    ['issue', 'in_transit'],
    ['delivered', 'delivered'],
    ['returned_to_sender', 'returned'],
  ] as const)('a queued letter scanned %s is %s', (step, status) => {
    expect(nextMailingStatus('queued', scans(step))).toBe(status);
  });

  it('stays queued with no scan', () => {
    expect(nextMailingStatus('queued', [])).toBe('queued');
  });

  it('takes the furthest scan, whatever order the scans came in', () => {
    expect(nextMailingStatus('queued', scans('delivered', 'mailed', 'in_transit'))).toBe('delivered');
    expect(nextMailingStatus('mailed', scans('in_local_area', 'mailed'))).toBe('in_transit');
  });

  it('never moves backwards: a late scan of an earlier step changes nothing', () => {
    expect(nextMailingStatus('delivered', scans('in_transit'))).toBe('delivered');
    expect(nextMailingStatus('delivered', scans('mailed'))).toBe('delivered');
    expect(nextMailingStatus('in_transit', scans('mailed'))).toBe('in_transit');
  });

  it('is returned on a return, even after a delivery scan (the delivery back to the member)', () => {
    expect(nextMailingStatus('in_transit', scans('returned_to_sender', 'delivered'))).toBe('returned');
    expect(nextMailingStatus('returned', scans('delivered'))).toBe('returned');
  });

  it('stays delivered when USPS scans a return after the bureau had the letter', () => {
    const trip = [
      scan('mailed', '2026-11-20T15:00:00Z'),
      scan('delivered', '2026-11-23T15:00:00Z'),
      scan('returned_to_sender', '2026-11-25T15:00:00Z'),
    ];
    expect(nextMailingStatus('in_transit', trip)).toBe('delivered');
    expect(nextMailingStatus('delivered', trip)).toBe('delivered');
    // Read in one go, out of order, the same.
    expect(nextMailingStatus('queued', [...trip].reverse())).toBe('delivered');
    // A return before any delivery is one.
    expect(nextMailingStatus('in_transit', [scan('returned_to_sender', '2026-11-22T15:00:00Z'), ...trip])).toBe(
      'returned',
    );
  });

  it('is cancelled only from queued, by Lob reporting the letter deleted, never by a scan', () => {
    expect(nextMailingStatus('queued', [], true)).toBe('cancelled');
    expect(nextMailingStatus('mailed', [], true)).toBe('mailed');
    expect(nextMailingStatus('cancelled', scans('mailed', 'delivered'))).toBe('cancelled');
  });
});

describe('the days of a scan at the bureau', () => {
  it("counts an evening delivery on the bureau's own day, not UTC's", () => {
    // 01:30 UTC on the 24th is 19:30 on the 23rd in Allen, TX and 20:30 on the 23rd in Atlanta and Chester.
    const instant = new Date('2026-11-24T01:30:00Z');
    expect(scanDayAtBureau(instant, 'experian')).toBe('2026-11-23');
    expect(scanDayAtBureau(instant, 'equifax')).toBe('2026-11-23');
    expect(scanDayAtBureau(instant, 'transunion')).toBe('2026-11-23');
  });

  it('tells Central from Eastern time in the hour between their midnights', () => {
    // 05:30 UTC is 00:30 in Eastern (standard) time and 23:30 in Central.
    const instant = new Date('2026-11-24T05:30:00Z');
    expect(scanDayAtBureau(instant, 'experian')).toBe('2026-11-23');
    expect(scanDayAtBureau(instant, 'transunion')).toBe('2026-11-24');
  });

  it('mails on the first scan and delivers on the first delivery scan, in any order received', () => {
    const days = mailingDays(
      [
        scan('delivered', '2026-11-27T16:00:00Z'),
        scan('in_transit', '2026-11-24T10:00:00Z'),
        scan('delivered', '2026-11-28T16:00:00Z'),
      ],
      'equifax',
    );
    expect(days).toEqual({ mailedOn: '2026-11-24', deliveredOn: '2026-11-27' });
    expect(mailingDays([], 'experian')).toEqual({ mailedOn: null, deliveredOn: null });
  });

  it('counts no delivery made after a return: that one reached the member, not the bureau', () => {
    const days = mailingDays(
      [
        scan('mailed', '2026-11-23T15:00:00Z'),
        scan('returned_to_sender', '2026-11-26T15:00:00Z'),
        scan('delivered', '2026-11-30T15:00:00Z'),
      ],
      'transunion',
    );
    expect(days).toEqual({ mailedOn: '2026-11-23', deliveredOn: null });
  });
});
