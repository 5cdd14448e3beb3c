import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { errorMessage } from './error-message.ts';
import { i18n } from './i18n.ts';

describe('errorMessage', () => {
  it('translates the server code, not its English text', async () => {
    const taken = new ApiError(409, 'whatever', { code: 'USERNAME_TAKEN', message: 'whatever' });
    expect(errorMessage(taken, i18n.t)).toBe('That username is taken. Please choose another one.');
    await i18n.changeLanguage('es');
    expect(errorMessage(taken, i18n.t)).toBe('Ese nombre de usuario ya está en uso. Elija otro.');
  });

  it('fills in the wait of a rate limit', () => {
    const limited = new ApiError(429, 'x', { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 42 });
    expect(errorMessage(limited, i18n.t)).toBe('Too many attempts. Please wait 42 seconds and try again.');
  });

  it('names the borrower of a report that is somebody else’s, in either language', async () => {
    const notYours = new ApiError(409, 'x', {
      code: 'REPORT_NOT_YOURS',
      message: 'x',
      reason: 'name',
      borrowerName: 'CONDI TESTCASE',
    });
    expect(errorMessage(notYours, i18n.t)).toBe(
      'This report is for CONDI TESTCASE, not for you. Upload a report in your own name.',
    );
    await i18n.changeLanguage('es');
    expect(errorMessage(notYours, i18n.t)).toBe(
      'Este reporte es de CONDI TESTCASE, no suyo. Suba un reporte a su propio nombre.',
    );
  });

  it('says a birth date that differs or is missing is not somebody else’s report', async () => {
    const notYours = (reason: string) =>
      new ApiError(409, 'x', { code: 'REPORT_NOT_YOURS', message: 'x', reason, borrowerName: 'CARLOS GARCIA' });
    expect(errorMessage(notYours('date_of_birth'), i18n.t)).toMatch(
      /^The birth date on this report \(CARLOS GARCIA\) is not the one in your mailing details\. If the bureau/,
    );
    expect(errorMessage(notYours('date_of_birth_needed'), i18n.t)).toMatch(
      /^CARLOS GARCIA on this report is only part of your name, so we need your date of birth .* on the Disputes page/,
    );
    // A reason this client does not know yet still gets the general sentence, never a key.
    expect(errorMessage(notYours('constructor'), i18n.t)).toBe(
      'This report is for CARLOS GARCIA, not for you. Upload a report in your own name.',
    );
    await i18n.changeLanguage('es');
    expect(errorMessage(notYours('date_of_birth'), i18n.t)).toMatch(
      /^La fecha de nacimiento de este reporte \(CARLOS GARCIA\) no es la de sus datos de envío\./,
    );
    expect(errorMessage(notYours('date_of_birth_needed'), i18n.t)).toMatch(
      /^CARLOS GARCIA, en este reporte, es solo parte de su nombre: necesitamos su fecha de nacimiento/,
    );
  });

  it('has words for network failures, server failures and the unknown', () => {
    expect(errorMessage(new NetworkError('x'), i18n.t)).toBe('Network error. Please try again.');
    expect(errorMessage(new ApiError(502, 'x', null), i18n.t)).toBe('Server error. Please try again later.');
    expect(errorMessage(new Error('x'), i18n.t)).toBe('Something went wrong');
  });
});
