/**
 * Words that tell a company's legal form, not which company it is: collectors and bureaus write
 * "CAPITAL ONE", "Capital One Bank (USA), N.A." and "CAPITAL ONE NA" for the same creditor.
 */
const LEGAL_FORM_WORDS = new Set([
  'BANK',
  'NA',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'LP',
  'LTD',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'FSB',
  'THE',
  'USA',
]);

/**
 * A creditor name reduced to what identifies the company, for comparing names: upper case, without
 * punctuation, legal-form words or spaces ("CAPITALONE" matches "Capital One" and "CAPITALONE BANK").
 * A name made only of such words keeps them, so "BANK" does not match every bank.
 */
export function normalizeCreditorName(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/['’.]/g, '')
    .replace(/\bNATIONAL ASSOCIATION\b/g, ' ')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
  const significant = words.filter((word) => !LEGAL_FORM_WORDS.has(word));
  return (significant.length > 0 ? significant : words).join('');
}
