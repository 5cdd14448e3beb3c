const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "(555) 123-4567" while typing; a pasted "+1 555 123 4567" loses its country code. */
export function formatPhone(value: string): string {
  let digits = digitsOf(value);
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Nine digits at most, shown as XXX-XX-XXXX (the schema strips the dashes). */
export function formatSsn(value: string): string {
  const digits = digitsOf(value).slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
