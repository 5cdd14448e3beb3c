import { MismoImportError } from '../mismo/mismo-error.ts';
import { parseMismoReport } from '../mismo/parse-mismo.ts';
import type { CreditDataProvider } from './credit-data-provider.ts';

/** Reads the member's own MISMO file; it has nothing to pull without one. */
export const mismoProvider: CreditDataProvider = {
  name: 'mismo',
  fetchReport: async ({ subject, document }) => {
    if (!document) throw new MismoImportError('missing_parts', 'No MISMO document was given');
    return parseMismoReport(document, subject);
  },
};
