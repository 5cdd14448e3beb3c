import { describe, expect, it } from 'vitest';
import { accountDeletedEmail, inactivityWarningEmail } from './privacy-emails.ts';

const site = { business: 'CreditPath', supportEmail: 'help@example.com', origin: 'https://app.example.com' };
const maria = { email: 'maria@example.com', firstName: 'María', language: 'es' as const };
const sam = { email: 'sam@example.com', firstName: 'Sam', language: 'en' as const };

describe('the emails about an account going', () => {
  it('warns in the member’s language, with the day, the way to keep it and the same words as text and HTML', () => {
    const warning = inactivityWarningEmail(maria, new Date('2028-12-21T15:00:00Z'), 24, site);
    expect(warning.subject).toBe('Su cuenta de CreditPath se eliminará el December 21, 2028');
    expect(warning.text).toContain('Hola, María:');
    expect(warning.text).toContain('No ha usado su cuenta de CreditPath en casi 24 meses.');
    expect(warning.text).toContain('https://app.example.com/login');
    expect(warning.html).toContain('lang="es"');
    expect(inactivityWarningEmail(sam, new Date('2028-12-21T15:00:00Z'), 12, site).text).toContain(
      'You have not used your CreditPath account for almost 12 months.',
    );
  });

  it('confirms a deletion: what went, what is kept and for how long, and a refund owed', () => {
    const deleted = accountDeletedEmail(
      sam,
      { becauseInactive: false, keptRecords: true, refundDueCents: 12_000 },
      site,
    );
    expect(deleted.subject).toBe('Your CreditPath account was deleted');
    expect(deleted.text).toContain('as you asked');
    expect(deleted.text).toContain('encrypted, for 5 years');
    expect(deleted.text).toContain('We owe you a refund of $120.00.');
    expect(deleted.text).toContain('If you did not ask for this, write to us at once at help@example.com.');

    const disposed = accountDeletedEmail(maria, { becauseInactive: true, keptRecords: false, refundDueCents: 0 }, site);
    expect(disposed.subject).toBe('Su cuenta de CreditPath fue eliminada');
    expect(disposed.text).toContain('porque no se usó en mucho tiempo');
    expect(disposed.text).not.toContain('5 años');
    expect(disposed.text).not.toContain('reembolso');
  });
});
