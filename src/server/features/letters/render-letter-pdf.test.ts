import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeLetter } from './compose-letter.ts';
import type { Letter } from './letter-types.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';
import { aLetterRequest, onlyReason } from './test-letter-request.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-letters-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Writes the PDF and reads it back the way a person would see it: text and page count (poppler-utils). */
async function readBack(letter: Letter, name: string): Promise<{ text: string; flat: string; pages: number }> {
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, await renderLetterPdf(letter));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, flat: text.replace(/\s+/g, ' '), pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

describe('the letter as a PDF', () => {
  it('prints the sender, the bureau’s address, the subject, the law and the signature on one page', async () => {
    const letter = composeLetter(aLetterRequest({ bureau: 'equifax', reasons: onlyReason('paid_in_full') }));
    const { text, flat, pages } = await readBack(letter, 'short');
    expect(pages).toBe(1);
    for (const line of [
      'Maria Elena Lopez',
      '1420 Elm Street, Apt 3B',
      'Equifax Information Services LLC',
      'P.O. Box 740256',
      'Atlanta, GA 30374-0256',
      'Sent via certified mail, return receipt requested',
      'Social Security number: XXX-XX-6789',
      '11/22/2026',
    ]) {
      expect(text).toContain(line);
    }
    expect(flat).toContain(`Re: ${letter.subject}`);
    expect(flat).toContain('Under the Fair Credit Reporting Act, 15 U.S.C. § 1681i, please investigate');
    expect(flat).toContain('Enclosures: • A copy of my government-issued photo ID');
    expect(flat).toContain('Sincerely, ______________________________ Maria Elena Lopez');
    expect(flat).toContain('Reference CP-7F3A21 · Page 1 of 1');
  });

  it('wraps a long letter inside the margins and carries it onto more pages', async () => {
    const sentence = 'I called CAPITAL ONE three times about this balance and each time they promised a correction. ';
    const details = `${sentence.repeat(Math.ceil(3000 / sentence.length))}That is the end of my account.`;
    const letter = composeLetter(aLetterRequest({ additionalDetails: details }));
    const { text, flat, pages } = await readBack(letter, 'long');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(flat).toContain('That is the end of my account.”');
    expect(flat).toContain('Page 2 of 2');
    // 468 points of text at 10.5 pt Helvetica hold about 95 characters; a line past that escaped the margin.
    const longest = Math.max(...text.split('\n').map((line) => line.trimEnd().length));
    expect(longest).toBeLessThanOrEqual(110);
    expect(flat.match(/promised a correction/g)).toHaveLength(Math.ceil(3000 / sentence.length));
  });

  it('prints every name and address the profile accepts, accents included', async () => {
    const consumer = {
      ...aLetterRequest().consumer,
      fullName: 'Zoë Muñoz-Çelik O’Brien',
      address: { street: '12 Rue Élysée, Apt ß', city: 'Cañon City', state: 'CO', zipCode: '81212' },
    };
    const { text } = await readBack(composeLetter(aLetterRequest({ consumer })), 'names');
    expect(text).toContain('Zoë Muñoz-Çelik O’Brien');
    expect(text).toContain('12 Rue Élysée, Apt ß');
    expect(text).toContain('Cañon City, CO 81212');
    expect(text).not.toContain('?');
  });

  it('prints a Latin letter the standard fonts lack as its base letter, and anything else as "?"', async () => {
    const letter = composeLetter(aLetterRequest({ additionalDetails: 'Señora López, Dvořák and Nguyễn 😀 paid 100€' }));
    const { flat } = await readBack(letter, 'accents');
    expect(flat).toContain('In my own words: “Señora López, Dvorák and Nguyen ? paid 100€”');
  });

  it('keeps the last paragraph, the closing and the signature on one page wherever the page breaks', async () => {
    const sentence = 'I wrote to CAPITAL ONE about this account and kept a copy of each of my letters to them. ';
    let moved = 0;
    // One more sentence a step moves the closing about a line down, so the break falls at every line of it.
    for (let sentences = 10; sentences <= 40; sentences += 1) {
      const letter = composeLetter(aLetterRequest({ additionalDetails: sentence.repeat(sentences) }));
      const { text } = await readBack(letter, `closing-${sentences}`);
      const pages = text.split('\f').map((page) => page.replace(/\s+/g, ' ').trim());
      const closingPage = pages.find((page) => page.includes('Sincerely,')) ?? '';
      const lastParagraph = (letter.paragraphs.at(-1) ?? '').replace(/\s+/g, ' ');
      expect(closingPage, `${sentences} sentences`).toContain(`${lastParagraph} Sincerely, _`);
      expect(closingPage, `${sentences} sentences`).toMatch(/Sincerely, _+ Maria Elena Lopez/);
      if (closingPage.startsWith(lastParagraph)) moved += 1;
    }
    // Some breaks fell inside the closing and moved the paragraph to the next page with it.
    expect(moved).toBeGreaterThan(0);
  });

  it('gives the same bytes for the same letter, with the letter’s date as its metadata', async () => {
    const letter = composeLetter(aLetterRequest());
    const [first, second] = await Promise.all([renderLetterPdf(letter), renderLetterPdf(letter)]);
    expect(first.equals(second)).toBe(true);
    const file = path.join(folder, 'meta.pdf');
    fs.writeFileSync(file, first);
    const info = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });
    expect(info).toMatch(
      /^Title:\s+Dispute of inaccurate information: CAPITAL ONE BANK USA NA account ending in 1234$/m,
    );
    expect(info).toMatch(/^Author:\s+Maria Elena Lopez$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-22T12:00:00/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });
});
