import type { ParsedCreditReport } from '#shared/schemas/credit-report.ts';
import { assembleReport } from './assemble-report.ts';
import type { Member } from './choose-borrower.ts';
import { MismoImportError, ReportNotYoursError } from './mismo-error.ts';
import { MISMO_34_NAMESPACE, readMismo34 } from './parse-mismo-34.ts';
import { readMismo231 } from './parse-mismo-231.ts';
import { readXmlDocument } from './read-xml.ts';

/**
 * Reads a MISMO credit report (3.4 MESSAGE, or 2.3.1 / 2.4 RESPONSE_GROUP or CREDIT_RESPONSE) for the member
 * who uploaded it. A document that is not a readable report is refused with a MismoImportError whose reason
 * the API translates (a vendor's status answer has a reason of its own); a readable report about somebody
 * else is refused with a ReportNotYoursError naming the file's borrower.
 */
export function parseMismoReport(xml: string | Buffer, member: Member): ParsedCreditReport {
  const { rootName, rootNamespace, root } = readXmlDocument(xml);
  try {
    if (rootName === 'MESSAGE' && rootNamespace === MISMO_34_NAMESPACE) {
      return assembleReport(readMismo34(root), member);
    }
    if (rootName === 'RESPONSE_GROUP' || rootName === 'CREDIT_RESPONSE') {
      return assembleReport(readMismo231(rootName, root), member);
    }
  } catch (error) {
    if (error instanceof MismoImportError || error instanceof ReportNotYoursError) throw error;
    // A shape no rule foresaw (a date the contract refuses, a value where a list was expected) is still the
    // document's fault as far as the member is concerned; the cause goes to the log.
    throw new MismoImportError('missing_parts', 'The credit data could not be read', { cause: error });
  }
  throw new MismoImportError('unsupported_format', `Unsupported root ${rootName} (${rootNamespace ?? 'no namespace'})`);
}
