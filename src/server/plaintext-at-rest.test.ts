import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent } from '#server/test-support/credit.ts';
import { sendDisputeInOwnWords } from '#server/test-support/disputes.ts';
import { addManualItem, aManualItem } from '#server/test-support/manual-entries.ts';
import { asMember, passSecondFactor, signUpAdmin } from '#server/test-support/members.ts';
import { pdfHolding } from '#server/test-support/multipart.ts';
import { completeSteps, dumpDatabase, uniqueProfile, visitor } from '#server/test-support/onboarding.ts';
import { activeMember, TEST_ACTIVATION_KEY } from '#server/test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';

/**
 * A member hands us their SSN, birth date, street, phone and account numbers: none of it may be readable in the
 * database's own files, nor in a dump of it, nor in any row read without the key. The test walks a member
 * through everything that stores such data, then reads the data at rest raw and looks for every one of them.
 */

/** One member's details, unlike anything else in the database, so a match can only be theirs. */
const PROFILE = {
  // The imported vendor sample is Condi Testcase's report: the import takes it from her.
  firstName: 'Condi',
  lastName: 'Testcase',
  dateOfBirth: '1979-08-23',
  ssn: '587-39-2164',
  phone: '(512) 867-3094',
  address: { street: '4817 Quillback Lane', city: 'Austin', state: 'TX' as const, zipCode: '78701' },
};
const HAND_ENTERED_NUMBER = '6011-4827-3391-5502';
/** Account numbers of the imported sample (MISMO 3.4, two borrowers), as the file gives them. */
const IMPORTED_NUMBERS = ['5062802043838109', '1919191919192362', '912053447565', '771410032636', '529107160210'];
const SAMPLE = new URL('./features/credit/fixtures/mismo-3.4/13_2borrower_completed.xml', import.meta.url);

/** Everything that must not be found, by what it is, in each form it is typed, printed or stored in. */
const SECRETS: Record<string, string> = {
  'the SSN, nine digits': '587392164',
  'the SSN, formatted': '587-39-2164',
  'the date of birth, as stored (ISO)': '1979-08-23',
  'the date of birth, US style': '08/23/1979',
  'the date of birth, compact': '19790823',
  'the date of birth, in a letter': 'August 23, 1979',
  'the street': '4817 Quillback Lane',
  'the phone, formatted': '(512) 867-3094',
  'the phone, digits': '5128673094',
  'the hand-entered account number': HAND_ENTERED_NUMBER,
  'the hand-entered account number, digits': HAND_ENTERED_NUMBER.replaceAll('-', ''),
  ...Object.fromEntries(IMPORTED_NUMBERS.map((number) => [`the imported account number ${number}`, number])),
  'the imported report’s street': '784 BEACH BL',
  'the imported report’s SSN': '000000017',
};

/** What a member may well write in a dispute's own words, which the letter quotes. */
const DISPUTE_DETAILS = `Not mine: I have lived at ${PROFILE.address.street} since 2015. Call me at ${PROFILE.phone}.`;

/**
 * What the walk stores in the clear on purpose (the hand-entered item's creditor): each search must find it,
 * or it is not reading the data at all.
 */
const KEPT_IN_CLEAR = 'Comenity Bank';

/** The suite runs on the embedded database, or on PostgreSQL when DATABASE_URL names it (test-database.ts). */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminActivationKey: TEST_ACTIVATION_KEY });
  const admin = await signUpAdmin(t);
  const member = await activeMember(t, admin);
  const { call, upload } = asMember(t, member.cookie);

  // The profile the letters are signed with, a pull with it, a vendor's report, items typed by hand.
  await call('PUT', '/api/profile', PROFILE);
  await call('POST', '/api/onboarding/credit-pull', {
    profileData: PROFILE,
    consent: consent(t.clock.now().toISOString()),
  });
  await upload('/api/credit-report/import', 'report.xml', fs.readFileSync(SAMPLE), 'text/xml');
  const report = (await call('GET', '/api/credit-report')).json() as CreditReportResponse;
  await addManualItem(t, member.cookie, aManualItem({ accountNumber: HAND_ENTERED_NUMBER }));
  // A PDF the member keeps, whose text holds their details: a file's content is personal data too.
  await upload(
    '/api/credit-report/manual/documents',
    'experian.pdf',
    pdfHolding(`${PROFILE.ssn} ${HAND_ENTERED_NUMBER}`),
    'application/pdf',
  );

  // A dispute of an imported item: letters written, one mailed and answered with the bureau's letter,
  // then written again, and read by an admin.
  const dispute = await sendDisputeInOwnWords(t, member.cookie, report, DISPUTE_DETAILS);
  const [first] = dispute.bureaus;
  if (!first) throw new Error('the dispute has no bureau');
  const today = t.clock.now().toISOString().slice(0, 10);
  await call('POST', `/api/disputes/${dispute.id}/bureaus/${first.bureau}/mailed`, { mailedOn: today });
  await upload(
    `/api/disputes/${dispute.id}/bureaus/${first.bureau}/response-letter`,
    'answer.pdf',
    pdfHolding(`${PROFILE.address.street} ${PROFILE.dateOfBirth}`),
    'application/pdf',
  );
  await call('POST', `/api/disputes/${dispute.id}/bureaus/${first.bureau}/answer`, {
    outcome: 'verified',
    respondedOn: today,
  });
  if (dispute.bureaus.length > 1) await call('POST', `/api/disputes/${dispute.id}/regenerate-letters`, {});
  await passSecondFactor(t, admin);
  for (const url of [
    `/api/admin/client-records/${member.id}/history`,
    `/api/disputes/${dispute.id}/download-pdf/${first.bureau}`,
  ]) {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }

  // A visitor's onboarding, left after reporting the payment: the draft, its ID photos, its pulled report.
  const v = visitor(t);
  await completeSteps(t, v, 5, uniqueProfile(PROFILE));
});
afterAll(async () => {
  await t.close();
});

/** The secrets found in some bytes, by name (the text forms whatever their case). */
function secretsIn(bytes: Buffer): string[] {
  const text = bytes.toString('latin1').toLowerCase();
  return Object.entries({ ...SECRETS, control: KEPT_IN_CLEAR })
    .filter(([, secret]) => text.includes(secret.toLowerCase()))
    .map(([name]) => name);
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
}

describe('a member’s personal data at rest', () => {
  it('is in no row read without the key, whatever the table', async () => {
    const dump = await dumpDatabase(t);
    const found = Object.entries(dump).flatMap(([table, rows]) =>
      secretsIn(Buffer.from(rows)).map((secret) => `${table}: ${secret}`),
    );
    expect(found.filter((finding) => !finding.endsWith(': control'))).toEqual([]);
    expect(found, 'the clear creditor name is in the dump').toContain('manual_items: control');
    // The walk above stored what it should have: a test that found nothing because nothing was kept proves nothing.
    for (const table of ['member_profiles', 'manual_items', 'tradelines', 'letters', 'onboarding_drafts']) {
      expect(JSON.parse(dump[table] ?? '[]').length, table).toBeGreaterThan(0);
    }
    expect(JSON.parse(dump.identity_documents ?? '[]').length).toBe(2);
    expect(JSON.parse(dump.bureau_response_letters ?? '[]').length).toBe(1);
    expect(JSON.parse(dump.report_documents ?? '[]').length).toBe(1);
  });

  it.skipIf(onPostgres)('is in none of the embedded database’s files, after a checkpoint', async () => {
    const { location } = t;
    if (location.kind !== 'pglite') throw new Error('not the embedded database');
    // PGlite writes pages lazily: the checkpoint puts every row in the folder's files.
    await t.db.execute(sql`CHECKPOINT`);
    const files = filesUnder(location.dataDir);
    const found = files.flatMap((file) =>
      secretsIn(fs.readFileSync(file)).map((secret) => `${path.relative(location.dataDir, file)}: ${secret}`),
    );
    expect(found.filter((finding) => !finding.endsWith(': control'))).toEqual([]);
    expect(found.length, 'the clear creditor name is in the files').toBeGreaterThan(0);
  });

  it.runIf(onPostgres)('is in no pg_dump of the PostgreSQL database', async () => {
    if (t.location.kind !== 'postgres') throw new Error('not PostgreSQL');
    const dump = execFileSync('pg_dump', ['--no-owner', t.location.url], { maxBuffer: 512 * 1024 * 1024 });
    expect(secretsIn(dump)).toEqual(['control']);
  });
});
