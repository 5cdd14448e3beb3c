import { describe, expect, it } from 'vitest';
import { importRefusal } from '#server/test-support/mismo.ts';
import { MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';
import { MISMO_IMPORT_ERROR_REASONS, type MismoImportErrorReason } from './mismo-error.ts';
import { parseMismoReport } from './parse-mismo.ts';

const MEMBER = { firstName: 'Ana', lastName: 'Primera' };
const MISMO_34 = 'http://www.mismo.org/residential/2009/schemas';

const refusal = (document: string | Buffer) => importRefusal(document, MEMBER);

const minimal231 = (body: string) =>
  `<RESPONSE_GROUP><RESPONSE><RESPONSE_DATA><CREDIT_RESPONSE>${body}</CREDIT_RESPONSE></RESPONSE_DATA></RESPONSE></RESPONSE_GROUP>`;
const BORROWER = '<BORROWER _FirstName="ANA" _LastName="PRIMERA"/>';
const FILE = `<CREDIT_FILE CreditRepositorySourceType="Equifax" _ResultStatusType="FileReturned"/>${BORROWER}`;

describe('parseMismoReport refuses bad documents with a reason', () => {
  it('keeps its reasons in one closed list', () => {
    expect(MISMO_IMPORT_ERROR_REASONS).toEqual([
      'not_xml',
      'too_large',
      'unsafe_xml',
      'unsupported_format',
      'missing_parts',
      'too_many_items',
      'vendor_not_ready',
      'vendor_processing',
      'vendor_login_failed',
      'vendor_bureau_failed',
      'vendor_other_format',
    ]);
  });

  describe.each([
    [
      'not XML',
      'not_xml',
      [
        ['plain text', 'This is my credit report, trust me.'],
        ['JSON', '{"scores": [700]}'],
        ['an empty file', ''],
        ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')],
        ['unclosed elements', '<RESPONSE_GROUP><RESPONSE><RESPONSE_DATA>'],
        ['mismatched elements', '<CREDIT_RESPONSE><CREDIT_FILE></CREDIT_RESPONSE></CREDIT_FILE>'],
        ['two roots', '<CREDIT_RESPONSE/><CREDIT_RESPONSE/>'],
        ['two different roots', '<CREDIT_RESPONSE/><MESSAGE/>'],
      ],
    ],
    [
      'an unsupported format',
      'unsupported_format',
      [
        ['an HTML page', '<html><body><p>Report</p></body></html>'],
        ['another XML format', '<creditBureau><document>response</document></creditBureau>'],
        ['a MESSAGE from another namespace', '<MESSAGE xmlns="urn:example:other"><DEAL_SETS/></MESSAGE>'],
        ['a MESSAGE without namespace', '<MESSAGE><DEAL_SETS/></MESSAGE>'],
      ],
    ],
    [
      'missing parts',
      'missing_parts',
      [
        [
          'a 3.4 MESSAGE without CREDIT_RESPONSE',
          `<MESSAGE xmlns="${MISMO_34}"><DEAL_SETS><DEAL_SET/></DEAL_SETS></MESSAGE>`,
        ],
        [
          'a 3.4 CREDIT_RESPONSE without credit files or liabilities',
          `<MESSAGE xmlns="${MISMO_34}"><DEAL_SETS><DEAL_SET><DEALS><DEAL><SERVICES><SERVICE><CREDIT><CREDIT_RESPONSE><CREDIT_SCORES/></CREDIT_RESPONSE></CREDIT><STATUSES/></SERVICE></SERVICES></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>`,
        ],
        [
          'a 2.3.1 RESPONSE_GROUP without CREDIT_RESPONSE',
          '<RESPONSE_GROUP><RESPONSE><STATUS _Condition="Success"/></RESPONSE></RESPONSE_GROUP>',
        ],
        ['a report that names no borrower', minimal231('<CREDIT_FILE CreditRepositorySourceType="Equifax"/>')],
        ['a 2.3.1 CREDIT_RESPONSE without credit files or liabilities', minimal231('<CREDIT_SCORE _Value="700"/>')],
        ['an empty CREDIT_RESPONSE root', '<CREDIT_RESPONSE/>'],
      ],
    ],
  ] satisfies [string, MismoImportErrorReason, [string, string | Buffer][]][])('as %s', (_label, reason, documents) => {
    it.each(documents)('refuses %s', (_name, document) => {
      expect(refusal(document)).toBe(reason);
    });
  });

  it('accepts a thin but complete 2.3.1 document', () => {
    expect(parseMismoReport(minimal231(FILE), MEMBER).bureausReturned).toEqual(['equifax']);
  });

  it('refuses a document over 20 MB before reading it', () => {
    const padding = ' '.repeat(MAX_REPORT_FILE_BYTES);
    expect(refusal(minimal231(FILE + padding))).toBe('too_large');
    expect(refusal(Buffer.from(minimal231(FILE + padding)))).toBe('too_large');
  });

  it('counts bytes, not characters', () => {
    const justUnder = 'é'.repeat(Math.floor(MAX_REPORT_FILE_BYTES / 2) - 100);
    expect(refusal(`<CREDIT_RESPONSE><!-- ${justUnder}${justUnder} --></CREDIT_RESPONSE>`)).toBe('too_large');
  });

  it('refuses entity expansion ("billion laughs") without expanding anything', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
${minimal231(`${FILE}<BORROWER _FirstName="&lol3;"/>`)}`;
    // Processor time, not the clock: a busy machine's waits for a core are not the parser's doing.
    const started = process.threadCpuUsage();
    expect(refusal(laughs)).toBe('unsafe_xml');
    const { user, system } = process.threadCpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(1000);
  });

  it('refuses an external entity', () => {
    const external = `<?xml version="1.0"?>
<!DOCTYPE CREDIT_RESPONSE [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<CREDIT_RESPONSE>${FILE}<BORROWER _FirstName="&secret;"/></CREDIT_RESPONSE>`;
    expect(refusal(external)).toBe('unsafe_xml');
  });

  it.each([
    ['SYSTEM', '<!DOCTYPE RESPONSE_GROUP SYSTEM "MISMO_2_3_1_CreditResponse.dtd">'],
    [
      'PUBLIC',
      `<!DOCTYPE RESPONSE_GROUP PUBLIC "-//MISMO//DTD Credit Response 2.3.1//EN" 'https://example.com/mismo.dtd'>`,
    ],
    ['no identifier', '<!DOCTYPE RESPONSE_GROUP>'],
  ])('accepts an external DOCTYPE (%s) without resolving it', (_kind, doctype) => {
    // Were the DTD read, &undeclared; would fail or expand: it stays as the document wrote it.
    const document = `<?xml version="1.0"?>\n<!-- a vendor's note -->\n${doctype}\n${minimal231(
      `${FILE}<CREDIT_INQUIRY _Name="A &undeclared; B" _Date="2024-01-02"><CREDIT_REPOSITORY _SourceType="Equifax"/></CREDIT_INQUIRY>`,
    )}`;
    const report = parseMismoReport(document, MEMBER);
    expect(report.bureausReturned).toEqual(['equifax']);
    expect(report.inquiries[0]?.name).toBe('A &undeclared; B');
  });

  it.each([
    ['an internal subset', '<!DOCTYPE RESPONSE_GROUP SYSTEM "mismo.dtd" [ <!ELEMENT RESPONSE_GROUP ANY> ]>'],
    ['an empty internal subset', '<!DOCTYPE RESPONSE_GROUP []>'],
    ['two DOCTYPEs', '<!DOCTYPE RESPONSE_GROUP SYSTEM "a.dtd"><!DOCTYPE RESPONSE_GROUP SYSTEM "b.dtd">'],
    ['a parameter entity', '<!DOCTYPE RESPONSE_GROUP SYSTEM "a.dtd" %x;>'],
  ])('refuses a DOCTYPE with %s', (_kind, doctype) => {
    expect(refusal(`${doctype}${minimal231(FILE)}`)).toBe('unsafe_xml');
  });

  it('refuses a DOCTYPE or any declaration placed after the root starts', () => {
    expect(refusal(`<CREDIT_RESPONSE>${FILE}<!DOCTYPE CREDIT_RESPONSE SYSTEM "a.dtd"></CREDIT_RESPONSE>`)).toBe(
      'unsafe_xml',
    );
    expect(refusal(`${minimal231(FILE)}<!DOCTYPE RESPONSE_GROUP SYSTEM "a.dtd">`)).toBe('unsafe_xml');
    expect(refusal(`<CREDIT_RESPONSE>${FILE}<!ENTITY x "y"></CREDIT_RESPONSE>`)).toBe('unsafe_xml');
  });

  it('accepts "<!DOCTYPE" inside comments and CDATA (an embedded HTML copy of the report)', () => {
    const embedded = minimal231(
      `${FILE}<!-- <!DOCTYPE html> --><EMBEDDED_FILE><DOCUMENT><![CDATA[<!DOCTYPE html><html></html>]]></DOCUMENT></EMBEDDED_FILE>`,
    );
    expect(parseMismoReport(embedded, MEMBER).format).toBe('mismo-2.3.1');
  });

  it('decodes only the predefined entities and character references', () => {
    const report = parseMismoReport(
      minimal231(
        `${FILE}<CREDIT_INQUIRY _Name="A&amp;B &#38; C&#x2D;D &lt;x&gt; &quot;q&quot; &apos;" _Date="2024-01-02"><CREDIT_REPOSITORY _SourceType="Equifax"/></CREDIT_INQUIRY>`,
      ),
      MEMBER,
    );
    expect(report.inquiries[0]?.name).toBe('A&B & C-D <x> "q" \'');
  });

  it('reads UTF-16 and Latin-1 documents', () => {
    const text = minimal231(
      '<CREDIT_FILE CreditRepositorySourceType="Equifax"/><BORROWER _FirstName="ANA" _LastName="PEÑA"/>',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(parseMismoReport(utf16, { firstName: 'Ana', lastName: 'Peña' }).borrower.matchedMember).toBe(true);
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${text}`, 'latin1');
    expect(parseMismoReport(latin1, { firstName: 'Ana', lastName: 'Pena' }).borrower.lastName).toBe('PEÑA');
  });
});
