import type { Bureau } from '#shared/constants/bureaus.ts';

/**
 * Bump on any change, so a letter that never got an answer can be traced to the addresses it was printed
 * with rather than blamed on the bureau.
 */
export const ADDRESS_BOOK_VERSION = '2026-11-22.1';

export interface BureauAddress {
  /** The name the bureau's dispute mail is addressed to. */
  name: string;
  /** Street or box line, then "City, ST ZIP". */
  lines: readonly string[];
  /** The bureau's own page that publishes the address. */
  source: string;
  /** YYYY-MM-DD: when someone last checked the address against `source`. */
  verifiedOn: string;
}

/** Where each bureau takes consumer disputes by mail (not its corporate address). */
export const BUREAU_ADDRESSES: Readonly<Record<Bureau, BureauAddress>> = {
  experian: {
    name: 'Experian',
    lines: ['P.O. Box 4500', 'Allen, TX 75013'],
    source: 'https://www.experian.com/disputes/main.html',
    verifiedOn: '2026-11-22',
  },
  equifax: {
    name: 'Equifax Information Services LLC',
    lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'],
    source: 'https://www.equifax.com/personal/credit-report-services/credit-dispute/',
    verifiedOn: '2026-11-22',
  },
  transunion: {
    name: 'TransUnion Consumer Solutions',
    lines: ['P.O. Box 2000', 'Chester, PA 19016'],
    source: 'https://www.transunion.com/credit-disputes/dispute-your-credit',
    verifiedOn: '2026-11-22',
  },
};
