import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutEmbeddedCopies } from './embedded-copies.ts';
import { parseMismoReport } from './parse-mismo.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('withoutEmbeddedCopies', () => {
  it('empties every embedded copy and keeps the rest byte for byte, whatever the prefix', () => {
    const xml = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><R><a:FOREIGN_OBJECT x="1"><B>JVBERi0x</B></a:FOREIGN_OBJECT>' +
        '<N>Pe\xf1a</N><EMBEDDED_FILE _Type="PDF"><DOCUMENT>AAAA</DOCUMENT></EMBEDDED_FILE><EMBEDDED_FILE/></R>',
      'latin1',
    );
    expect(withoutEmbeddedCopies(xml).toString('latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?><R><a:FOREIGN_OBJECT x="1"></a:FOREIGN_OBJECT>' +
        '<N>Pe\xf1a</N><EMBEDDED_FILE _Type="PDF"></EMBEDDED_FILE><EMBEDDED_FILE/></R>',
    );
  });

  it('returns a document without copies unchanged', () => {
    const xml = fixture('mismo-231-small.xml');
    expect(withoutEmbeddedCopies(xml)).toBe(xml);
  });

  it('leaves a real vendor file far smaller and read exactly as before', () => {
    const sample = fixture('mismo-3.4/15_2borrowers-only-1-borrower-has-hits.xml');
    const stored = withoutEmbeddedCopies(sample);
    const karen = { firstName: 'Karen', lastName: 'Aahtexo' };
    expect(stored.length).toBeLessThan(sample.length / 2);
    expect(parseMismoReport(stored, karen)).toEqual(parseMismoReport(sample, karen));
  });
});
