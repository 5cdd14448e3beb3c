import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importRefusal } from '#server/test-support/mismo.ts';
import type { MismoImportErrorReason } from './mismo-error.ts';
import { parseMismoReport } from './parse-mismo.ts';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)));

const refusal = (document: string | Buffer, member = { firstName: 'Sara', lastName: 'Testcase' }) =>
  importRefusal(document, member);

describe('a MISMO 2.x status answer instead of a report', () => {
  it.each([
    ['mismo-231-status-not-ready.xml', 'vendor_not_ready'],
    ['mismo-231-status-processing.xml', 'vendor_processing'],
    ['mismo-231-status-login-failed.xml', 'vendor_login_failed'],
    ['mismo-231-status-bureau-failed.xml', 'vendor_bureau_failed'],
    ['mismo-231-status-pdf-only.xml', 'vendor_other_format'],
  ] as const)('%s is refused as %s', (name, reason) => {
    expect(refusal(fixture(name))).toBe(reason);
  });

  it('is never read into a report that holds credit data, whatever its status says', () => {
    const report = fixture('mismo-231-small.xml')
      .toString('utf8')
      .replace(/<STATUS [^>]*\/>/, '<STATUS _Condition="Error" _Description="Report not ready"/>');
    expect(parseMismoReport(report, { firstName: 'Lucia', lastName: 'Testcase' }).tradelines).toHaveLength(8);
  });
});

const MISMO_34 = 'http://www.mismo.org/residential/2009/schemas';
const XLINK = 'http://www.w3.org/1999/xlink';

/**
 * A MeridianLink SmartAPI answer (MISMO 3.4) as its status responses are shaped: the borrowers at the deal,
 * the service's STATUSES, the deal set's own acknowledgement, and optionally a credit response, errors and
 * embedded documents.
 */
function meridianLinkAnswer({
  status,
  credit = '',
  dealSetErrors = '',
  documents = '',
}: {
  status: [code: string, description: string];
  credit?: string;
  dealSetErrors?: string;
  documents?: string;
}): string {
  return `<MESSAGE xmlns="${MISMO_34}" xmlns:xlink="${XLINK}"><DEAL_SETS><DEAL_SET><DEALS><DEAL>
<PARTIES><PARTY xlink:label="Party_2"><INDIVIDUAL><NAME><FirstName>SARA</FirstName><LastName>TESTCASE</LastName></NAME></INDIVIDUAL>
<ROLES><ROLE><BORROWER><BORROWER_DETAIL><BorrowerBirthDate>1983-01-02</BorrowerBirthDate></BORROWER_DETAIL></BORROWER><ROLE_DETAIL><PartyRoleType>Borrower</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY></PARTIES>
<SERVICES><SERVICE xlink:label="Service_1"><CREDIT>${credit}</CREDIT>
<STATUSES><STATUS><StatusCode>${status[0]}</StatusCode><StatusDescription>${status[1]}</StatusDescription></STATUS></STATUSES>
</SERVICE></SERVICES></DEAL></DEALS></DEAL_SET>
<DEAL_SET_SERVICES><DEAL_SET_SERVICE>${dealSetErrors}<STATUSES><STATUS><StatusDescription>Request has been processed.</StatusDescription></STATUS></STATUSES></DEAL_SET_SERVICE></DEAL_SET_SERVICES>
</DEAL_SETS><DOCUMENT_SETS><DOCUMENT_SET><DOCUMENTS>${documents}</DOCUMENTS></DOCUMENT_SET></DOCUMENT_SETS></MESSAGE>`;
}

const SHELL = `<CREDIT_RESPONSE><CREDIT_ERROR_MESSAGES><CREDIT_ERROR_MESSAGE><CreditErrorMessageSourceType>CreditBureau</CreditErrorMessageSourceType><CreditErrorMessageText>FAILED TO PULL CREDIT DATA</CreditErrorMessageText></CREDIT_ERROR_MESSAGE></CREDIT_ERROR_MESSAGES><CREDIT_RESPONSE_DETAIL><CreditReportIdentifier>815871</CreditReportIdentifier></CREDIT_RESPONSE_DETAIL></CREDIT_RESPONSE>`;
const HTML_COPY = `<DOCUMENT><VIEWS><VIEW><VIEW_FILES><VIEW_FILE><FOREIGN_OBJECT><EmbeddedContentXML><![CDATA[<html><body>MERGED INFILE CREDIT REPORT</body></html>]]></EmbeddedContentXML><MIMETypeIdentifier>text/html</MIMETypeIdentifier></FOREIGN_OBJECT></VIEW_FILE></VIEW_FILES></VIEW></VIEWS></DOCUMENT>`;
const LOGIN_FAILED = `<ERRORS><ERROR><ERROR_MESSAGES><ERROR_MESSAGE><ErrorMessageCategoryCode>AuthenticationFailure</ErrorMessageCategoryCode><ErrorMessageText>Login failed</ErrorMessageText></ERROR_MESSAGE></ERROR_MESSAGES></ERROR></ERRORS>`;

describe('a MISMO 3.4 status answer instead of a report', () => {
  it.each<[string, Parameters<typeof meridianLinkAnswer>[0], MismoImportErrorReason]>([
    ['a new order', { status: ['New', 'NOT READY'] }, 'vendor_processing'],
    ['an order in progress', { status: ['Processing', 'NOT READY'] }, 'vendor_processing'],
    ['an order that takes days', { status: ['Pending', 'NOT READY'] }, 'vendor_not_ready'],
    ['a refused login', { status: ['Error', ''], dealSetErrors: LOGIN_FAILED }, 'vendor_login_failed'],
    [
      'an account not allowed to order',
      { status: ['Error', 'User is not authorized to pull new credit orders via an LOS interface.'] },
      'vendor_login_failed',
    ],
    [
      'a shell file the bureaus could not fill',
      { status: ['Completed', 'READY'], credit: SHELL, documents: HTML_COPY },
      'vendor_bureau_failed',
    ],
    [
      'a report sent only as HTML or PDF',
      { status: ['Completed', 'READY'], documents: HTML_COPY },
      'vendor_other_format',
    ],
    ['a completed answer with nothing in it', { status: ['Completed', 'READY'] }, 'missing_parts'],
  ])('refuses %s', (_case, answer, reason) => {
    expect(refusal(meridianLinkAnswer(answer))).toBe(reason);
  });
});
