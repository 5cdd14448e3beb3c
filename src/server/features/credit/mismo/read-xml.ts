import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_REPORT_FILE_BYTES } from '#shared/constants/credit-files.ts';
import { MismoImportError } from './mismo-error.ts';
import type { XmlElement } from './xml-node.ts';

export interface XmlDocument {
  /** Local name of the root element. */
  rootName: string;
  /** Namespace URI of the root element, null when it has none. */
  rootNamespace: string | null;
  root: XmlElement;
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

/**
 * The parser's own entity handling is off: only XML's five predefined entities and character references are
 * decoded here, so no declared, external or HTML entity can ever be expanded.
 */
function decodeReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(REFERENCE, (whole, name: string | undefined, decimal?: string, hex?: string) => {
    if (name) return PREDEFINED[name] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    const isCharacter = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return isCharacter ? String.fromCodePoint(code) : whole;
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Vendors pick their own xlink prefixes (d7p1, xlink...): readers match local names only.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  // Matching paths for callbacks costs half the parse time and nothing here uses them.
  jPath: false,
  // Embedded copies of the report (HTML, base64 PDF) are never read; parsed, they took four times the rest.
  stopNodes: ['..FOREIGN_OBJECT', '..EMBEDDED_FILE'],
  tagValueProcessor: (_name: string, value: string) => decodeReferences(value),
  attributeValueProcessor: (_name: string, value: string) => decodeReferences(value),
});

const SINGLE_BYTE_ENCODINGS = new Set(['iso-8859-1', 'latin1', 'windows-1252', 'us-ascii', 'ascii']);

function decodeBytes(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const declaration = bytes.subarray(0, 200).toString('latin1');
  const encoding = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(declaration)?.[1]?.toLowerCase();
  return new TextDecoder(encoding && SINGLE_BYTE_ENCODINGS.has(encoding) ? 'windows-1252' : 'utf-8').decode(bytes);
}

const LITERAL = `(?:"[^"]*"|'[^']*')`;
/**
 * A DOCTYPE that only names its DTD (SYSTEM "…" or PUBLIC "…" "…") or nothing at all, as MISMO 2.x vendors
 * write them. It declares nothing itself and the DTD is never fetched, so nothing in it can be expanded.
 */
const EXTERNAL_DOCTYPE = new RegExp(
  String.raw`<!DOCTYPE\s+[^\s"'[\]<>]+(?:\s+(?:SYSTEM\s+${LITERAL}|PUBLIC\s+${LITERAL}\s+${LITERAL}))?\s*>`,
  'y',
);

/**
 * Where the root element starts: after the XML declaration, processing instructions, comments and at most
 * one external DOCTYPE. A DOCTYPE with an internal subset ([ … ]), which is where entities are declared, is
 * refused; malformed markup is left to the validator.
 */
function skipProlog(text: string): number {
  let at = 0;
  let doctype = false;
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) return at;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return at;
      at = end + 3;
    } else if (text.startsWith('<!DOCTYPE', at)) {
      EXTERNAL_DOCTYPE.lastIndex = at;
      if (doctype || !EXTERNAL_DOCTYPE.test(text)) {
        throw new MismoImportError('unsafe_xml', 'The document declares a DTD or entities of its own');
      }
      doctype = true;
      at = EXTERNAL_DOCTYPE.lastIndex;
    } else {
      return at;
    }
  }
}

/**
 * Refuses any markup declaration (<!DOCTYPE, <!ENTITY, <!ELEMENT...) from the root on, outside comments and
 * CDATA sections: with no DTD of its own there is nothing to expand ("billion laughs") and no entity to fetch.
 */
function refuseDeclarations(text: string, from: number): void {
  let at = text.indexOf('<!', from);
  while (at !== -1) {
    let end: number;
    if (text.startsWith('<![CDATA[', at)) end = text.indexOf(']]>', at + 9);
    else if (text.startsWith('<!--', at)) end = text.indexOf('-->', at + 4);
    else throw new MismoImportError('unsafe_xml', 'The document declares a DTD or entities');
    // An unterminated section is malformed XML, which validation reports.
    if (end === -1) return;
    at = text.indexOf('<!', end + 3);
  }
}

const START_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/y;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The namespace URI bound to the root element's prefix (or the default one), read from its start tag. */
function readRootNamespace(text: string, rootStart: number): string | null {
  START_TAG.lastIndex = rootStart;
  const tag = START_TAG.exec(text);
  if (!tag) return null;
  const name = tag[1] ?? '';
  const colon = name.indexOf(':');
  const declaration = colon === -1 ? 'xmlns' : `xmlns:${name.slice(0, colon)}`;
  for (const [, attributeName, double, single] of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
    if (attributeName === declaration) return decodeReferences(double ?? single ?? '');
  }
  return null;
}

/**
 * A real tri-merge holds tens of thousands of tags (an embedded PDF is text without any). Millions of tiny
 * elements or attributes in 20 MB would only keep the parser busy for many seconds: refuse them unread.
 */
export const MAX_XML_TAGS = 250_000;
export const MAX_XML_ATTRIBUTES = 250_000;

/** How often `needle` occurs; indexOf is native, so a 20 MB text is scanned in milliseconds. */
function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

function refuseFloods(text: string) {
  const tags = occurrences(text, '<');
  const attributes = occurrences(text, '="') + occurrences(text, "='");
  if (tags > MAX_XML_TAGS || attributes > MAX_XML_ATTRIBUTES) {
    throw new MismoImportError('too_many_items', `The document has ${tags} tags and ${attributes} attributes`);
  }
}

/**
 * Reads a document safely: size first, then DTDs and floods, then well-formedness, then the tree. An external
 * DOCTYPE is skipped by the parser too (processEntities is off), never resolved.
 */
export function readXmlDocument(input: string | Buffer): XmlDocument {
  const byteLength = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (byteLength > MAX_REPORT_FILE_BYTES)
    throw new MismoImportError('too_large', `The document has ${byteLength} bytes`);
  // A byte-order mark left in a string would be read as text before the root.
  const text = (typeof input === 'string' ? input : decodeBytes(input)).replace(/^\uFEFF/, '');
  const rootStart = skipProlog(text);
  refuseDeclarations(text, rootStart);
  refuseFloods(text);

  let tree: Record<string, unknown>;
  try {
    const validation = XMLValidator.validate(text);
    if (validation !== true) throw new Error(`${validation.err.msg} (line ${validation.err.line})`);
    tree = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new MismoImportError('not_xml', 'The document is not well-formed XML', { cause: error });
  }

  // The validator lets several self-closed roots through (<A/><A/>): exactly one root element, once.
  const roots = Object.keys(tree).filter((key) => !key.startsWith('@_') && key !== '#text');
  const rootName = roots.length === 1 ? roots[0] : undefined;
  const root = rootName === undefined ? undefined : tree[rootName];
  if (rootName === undefined || root === undefined || Array.isArray(root)) {
    throw new MismoImportError('not_xml', 'The document has no single root element');
  }
  return {
    rootName,
    rootNamespace: readRootNamespace(text, rootStart),
    // An empty root (<MESSAGE/>) parses as a string; readers then simply find nothing in it.
    root: typeof root === 'object' && root !== null ? (root as XmlElement) : {},
  };
}
