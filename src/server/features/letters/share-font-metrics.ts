import PDFDocument from 'pdfkit';

/** The part of pdfkit's (unexported) AFM font class this module touches. */
interface AfmFont {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
  parse(contents: string): void;
}
type ParsedMetrics = Pick<AfmFont, 'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs'>;

let shared = false;

/**
 * pdfkit parses a standard font's metrics file anew for every document, about 2 ms a font: most of the time
 * a one-page letter takes. The parsed tables are only ever read afterwards, so every document may share
 * them. pdfkit 0.17 does not export the class, so a throwaway document hands over its prototype; should a
 * later pdfkit change shape, this does nothing and the letters are only slower.
 */
export function shareStandardFontMetrics(): void {
  if (shared) return;
  shared = true;
  const probe = new PDFDocument({ autoFirstPage: false }) as unknown as { _font?: { font?: AfmFont } };
  const prototype = probe._font?.font ? (Object.getPrototypeOf(probe._font.font) as AfmFont) : null;
  if (typeof prototype?.parse !== 'function') return;
  const parse = prototype.parse;
  const parsed = new Map<string, ParsedMetrics>();
  prototype.parse = function parseOnce(this: AfmFont, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}
