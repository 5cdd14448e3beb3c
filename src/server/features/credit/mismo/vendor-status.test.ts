import { describe, expect, it } from 'vitest';
import { type VendorAnswer, vendorRefusal } from './vendor-status.ts';

const answer = (parts: Partial<VendorAnswer>): VendorAnswer => ({
  codes: [],
  messages: [],
  fileResults: [],
  hasEmbeddedCopy: false,
  ...parts,
});

describe('vendorRefusal', () => {
  it.each([
    // MeridianLink (MISMO 3.4): StatusCode and StatusDescription.
    ['New / NOT READY', answer({ codes: ['New'], messages: ['NOT READY'] }), 'vendor_processing'],
    ['Processing / NOT READY', answer({ codes: ['Processing'], messages: ['NOT READY'] }), 'vendor_processing'],
    ['Pending', answer({ codes: ['Pending'], messages: ['NOT READY'] }), 'vendor_not_ready'],
    ['a description only', answer({ messages: ['Report not ready'] }), 'vendor_not_ready'],
    [
      'a 2.x status acknowledging the order',
      answer({ codes: ['Status', '1000'], messages: ['Request created, request id: 2322271'] }),
      'vendor_processing',
    ],
    [
      'an authentication failure',
      answer({ codes: ['AuthenticationFailure'], messages: ['Login failed'] }),
      'vendor_login_failed',
    ],
    [
      'an account not allowed to order',
      answer({
        codes: ['Error'],
        messages: ['User is not authorized to pull new credit orders via an LOS interface.'],
      }),
      'vendor_login_failed',
    ],
    // Xactus (MISMO 2.3.1): STATUS _Condition/_Code/_Description and CREDIT_ERROR_MESSAGE/_Text.
    [
      'a wrong password',
      answer({
        codes: ['Error', 'E036', 'Error'],
        messages: ['Invalid Client Account Identifier', 'Incorrect password supplied'],
      }),
      'vendor_login_failed',
    ],
    ['invalid credentials', answer({ messages: ['Invalid credentials'] }), 'vendor_login_failed'],
    [
      'a bureau that found no file',
      answer({ fileResults: ['NoFileReturnedNoHit', 'NoFileReturnedCreditFreeze'] }),
      'vendor_bureau_failed',
    ],
    [
      'a failed pull',
      answer({ codes: ['Completed'], messages: ['FAILED TO PULL CREDIT DATA'], hasEmbeddedCopy: true }),
      'vendor_bureau_failed',
    ],
    ['a bureau not available', answer({ messages: ['EXPERIAN NOT AVAILABLE'] }), 'vendor_bureau_failed'],
    ['no record found', answer({ messages: ['*** NO RECORD FOUND ***'] }), 'vendor_bureau_failed'],
    ['an error nothing explains', answer({ codes: ['Error'] }), 'vendor_bureau_failed'],
    [
      'a report sent as PDF or HTML only',
      answer({ codes: ['Completed'], messages: ['READY'], hasEmbeddedCopy: true }),
      'vendor_other_format',
    ],
  ] as const)('reads %s', (_case, said, reason) => {
    expect(vendorRefusal(said)).toBe(reason);
  });

  it('says nothing when the vendor reported success or nothing at all', () => {
    expect(vendorRefusal(answer({}))).toBeNull();
    expect(
      vendorRefusal(answer({ codes: ['Success', 'S0010', 'Complete'], fileResults: ['FileReturned'] })),
    ).toBeNull();
    expect(
      vendorRefusal(answer({ codes: ['Completed'], messages: ['READY', 'Request has been processed.'] })),
    ).toBeNull();
  });
});
