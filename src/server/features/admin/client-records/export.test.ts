import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit.ts';
import { callAs, insertUsers } from '#server/test-support/admin.ts';
import { signUpAdmin } from '#server/test-support/members.ts';
import {
  activateLegacyPurchase,
  legacyPendingMember,
  TEST_ACTIVATION_KEY,
} from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let paying: { id: string };

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY, sessionTtlMs: 365 * 24 * 60 * 60 * 1000 });
  t.clock.set(new Date('2026-11-22T15:00:00Z'));
  admin = await signUpAdmin(t);
  // A purchase from the old pay-first flow that an admin verified: a plan started today has paid nothing yet.
  paying = await legacyPendingMember(t);
  const activated = await activateLegacyPurchase(t, admin, paying);
  expect(activated.statusCode, activated.body).toBe(200);
  await insertUsers(t, [
    { email: 'formula@example.com', firstName: '=HYPERLINK("http://evil.example","click")', lastName: '+SUM(A1:A9)' },
    { email: 'comma@example.com', firstName: 'Lopez, Maria', lastName: 'say "hi"' },
    { email: 'lines@example.com', firstName: 'two\nlines', lastName: '-2+3' },
    { email: 'at@example.com', firstName: '@cmd', lastName: '\tTabbed' },
    { email: 'accents@example.com', firstName: 'José', lastName: 'Núñez Ærø' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const exportCsv = (query = '') => callAs(t, admin.cookie)('GET', `/api/admin/client-records/export?${query}`);

/** RFC 4180 back into rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return rows;
}

describe('GET /api/admin/client-records/export', () => {
  it('streams a CSV file with a BOM, a header and CRLF lines, never cached', async () => {
    const res = await exportCsv('format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="client-records-2026-11-22.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFid,email,firstName,lastName,phoneNumber,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '').includes('\r')).toBe(false);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'id',
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'onboardingCompleted',
      'registrationDate',
      'lastLoginDate',
      'subscriptionStatus',
      'subscriptionTier',
      'isAdmin',
      'totalDisputes',
      'activeDisputes',
      'resolvedDisputes',
      'totalPaymentsUsd',
      'creditScore',
    ]);
    expect(rows).toHaveLength(1 + 7);
    expect(rows.every((row) => row.length === 16)).toBe(true);
    const member = rows.find((row) => row[0] === paying.id);
    expect(member?.slice(4)).toEqual([
      '(555) 123-4567',
      'true',
      '2026-11-22T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
      'active',
      'monthly',
      'false',
      '0',
      '0',
      '0',
      '120',
      expect.stringMatching(/^\d{3}$/),
    ]);
  });

  it('quotes per RFC 4180 and neutralises formulas, keeping accents', async () => {
    const text = (await exportCsv()).rawPayload.toString('utf8');
    const byEmail = new Map(parseCsv(text.slice(1)).map((row) => [row[1], row]));
    expect(byEmail.get('formula@example.com')?.slice(2, 4)).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'+SUM(A1:A9)",
    ]);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(byEmail.get('comma@example.com')?.slice(2, 4)).toEqual(['Lopez, Maria', 'say "hi"']);
    expect(text).toContain('"Lopez, Maria","say ""hi"""');
    expect(byEmail.get('lines@example.com')?.slice(2, 4)).toEqual(['two\nlines', "'-2+3"]);
    expect(byEmail.get('at@example.com')?.slice(2, 4)).toEqual(["'@cmd", "'\tTabbed"]);
    expect(byEmail.get('accents@example.com')?.slice(2, 4)).toEqual(['José', 'Núñez Ærø']);
    // Empty for nothing, plain numbers for numbers.
    expect(byEmail.get('accents@example.com')?.slice(-2)).toEqual(['0', '']);
  });

  it('applies the filters and records the export with them and its row count', async () => {
    const res = await exportCsv('search=example.com&status=incomplete&dateFrom=2026-11-22&dateTo=2026-11-22');
    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(
      ['accents', 'at', 'comma', 'formula', 'lines']
        .map((name) => `${name}@example.com`)
        .concat(admin.email)
        .sort(),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'client_records_exported'))
      .orderBy(auditLog.createdAt)
      .then((entries) => entries.slice(-1));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserId: null,
      ipAddress: '127.0.0.1',
      userAgent: 'vitest-admin',
      details: {
        search: 'example.com',
        status: 'incomplete',
        dateFrom: '2026-11-22',
        dateTo: '2026-11-22',
        format: 'csv',
        rowCount: 6,
      },
    });
  });

  it("reads the spec's empty `search=&status=&dateFrom=&dateTo=` as no filter", async () => {
    const everyone = (await exportCsv()).rawPayload.toString('utf8');
    const res = await exportCsv('search=&status=&dateFrom=&dateTo=&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('utf8')).toBe(everyone);
  });

  it('refuses bad filters with 400 before anything is written or recorded', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    for (const query of ['dateFrom=2026-11-23&dateTo=2026-11-22', 'format=xlsx', 'status=vip', 'sort=email']) {
      const res = await exportCsv(query);
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });
});
