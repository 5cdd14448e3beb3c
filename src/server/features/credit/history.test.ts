import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { lockUser } from '#server/db/member-lock.ts';
import { disputeBureaus } from '#server/db/schema/disputes.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { deliverNotificationEmails } from '#server/features/notifications/deliver-notification-emails.ts';
import { notificationEmail } from '#server/features/notifications/notification-email.ts';
import { sendDisputes } from '#server/test-support/disputes.ts';
import { asMember, MANY_SIGN_INS, requestAs, signUpAdmin, signUpMember } from '#server/test-support/members.ts';
import { multipartFile } from '#server/test-support/multipart.ts';
import { activeMember } from '#server/test-support/subscriptions.ts';
import { setUpTestApp, testConfig } from '#server/test-support/test-app.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { CreditReportResponse } from '#shared/schemas/credit.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { memberProfile } from '#shared/test-support/members.ts';

const t = setUpTestApp({ authRateLimit: MANY_SIGN_INS });

/** Condi Testcase's part of a real joint vendor response (report 815881, dated 2020-01-27). */
const FILE = fs
  .readFileSync(path.resolve('src/server/features/credit/fixtures/mismo-3.4/13_2borrower_completed.xml'))
  .toString();
const CONDI = { firstName: 'Condi', lastName: 'Testcase' };
// Three of her accounts: a repossession, a collection (both past their reporting period) and a mortgage.
const REPOSSESSION = 'CreditLiability_1_5';
const COLLECTION = 'CreditLiability_1_8';
const MORTGAGE = 'CreditLiability_1_1';

/** The vendor's element for one account of the file. */
function liabilityIn(xml: string, label: string): string {
  const found = new RegExp(`<CREDIT_LIABILITY [^>]*label="${label}"[^>]*>[\\s\\S]*?</CREDIT_LIABILITY>`).exec(xml);
  if (!found) throw new Error(`no ${label} in the file`);
  return found[0];
}
/** The same file, reissued by the vendor: an account gone, a balance moved, a new date. */
const without = (xml: string, label: string) => xml.replace(liabilityIn(xml, label), '');
const withBalance = (xml: string, label: string, amount: string) => {
  const element = liabilityIn(xml, label);
  return xml.replace(
    element,
    element.replace(/<CreditLiabilityUnpaidBalanceAmount>[^<]*</, `<CreditLiabilityUnpaidBalanceAmount>${amount}<`),
  );
};
const datedOn = (xml: string, day: string) =>
  xml.replaceAll(/<CreditReportLastUpdatedDate>[^<]*</g, `<CreditReportLastUpdatedDate>${day}<`);

async function importFile(cookie: string, xml: string): Promise<CreditReportResponse> {
  const { payload, headers } = multipartFile('file', 'report.xml', xml);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit-report/import',
    payload,
    headers: { ...headers, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
  // Reports of one file are told apart by when they were read.
  t.clock.advance(60_000);
  return res.json();
}

const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const deliverEmails = () =>
  deliverNotificationEmails({
    db: t.db,
    mailer: t.mailer,
    config: testConfig({ appOrigin: 'https://app.example.com' }),
    clock: t.clock,
    log: t.app.log,
  });

describe('the member’s reports over time', () => {
  it('lists every report oldest first with its scores, and says what changed between two of one file', async () => {
    const condi = await signUpMember(t, CONDI);
    const { call } = asMember(t, condi.cookie);
    const first = await importFile(condi.cookie, without(FILE, COLLECTION));
    const second = await importFile(condi.cookie, withBalance(without(FILE, REPOSSESSION), MORTGAGE, '4321.00'));

    const history = (await call('GET', '/api/credit/reports/history')).json();
    expect(history.reports.map((report: { id: string }) => report.id)).toEqual([first.id, second.id]);
    expect(history.reports[0]).toMatchObject({
      reportDate: '2020-01-27',
      source: 'mismo',
      scores: { experian: first.experianScore, equifax: first.equifaxScore, transunion: first.transunionScore },
    });

    // By default: the latest report against the one of its file before it.
    const changes = await call('GET', '/api/credit/reports/changes');
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toMatchObject({
      from: { id: first.id },
      to: { id: second.id },
      comparable: true,
      removed: [{ tradelineKey: REPOSSESSION, itemType: 'repossession', disputeId: null }],
      added: [{ tradelineKey: COLLECTION, creditorName: 'Collectio2', itemType: 'collection' }],
      balances: [{ tradelineKey: MORTGAGE, beforeCents: 33_300_000, afterCents: 432_100 }],
      statuses: [],
    });
    // The same two reports named, and the other way round.
    const named = await call('GET', `/api/credit/reports/changes?from=${first.id}&to=${second.id}`);
    expect(named.json()).toEqual(changes.json());
    const backwards = (await call('GET', `/api/credit/reports/changes?from=${second.id}&to=${first.id}`)).json();
    expect(backwards.removed.map((item: { tradelineKey: string }) => item.tradelineKey)).toEqual([COLLECTION]);

    const stranger = await signUpMember(t);
    const asStranger = requestAs(t, stranger.cookie);
    expect((await asStranger('GET', `/api/credit/reports/changes?to=${second.id}`)).statusCode).toBe(404);
    expect((await asStranger('GET', `/api/credit/reports/changes?from=${first.id}`)).statusCode).toBe(404);
    expect((await asStranger('GET', '/api/credit/reports/history')).json()).toEqual({ reports: [] });
    expect((await asStranger('GET', '/api/credit/reports/changes')).json()).toMatchObject({
      from: null,
      to: null,
      comparable: false,
    });
  });

  it('does not compare reports of different files', async () => {
    const admin = await signUpAdmin(t);
    const member = await activeMember(t, admin);
    const { call } = asMember(t, member.cookie);
    await call('PUT', '/api/profile', { ...memberProfile, ...CONDI });
    const imported = await importFile(member.cookie, FILE);
    const changes = (
      await call('GET', `/api/credit/reports/changes?from=${member.report.id}&to=${imported.id}`)
    ).json();
    expect(changes).toMatchObject({ comparable: false, removed: [], added: [], balances: [], statuses: [] });
    // The latest has no report of its file before it.
    expect((await call('GET', '/api/credit/reports/changes')).json()).toMatchObject({
      from: null,
      to: { id: imported.id },
      comparable: false,
    });
  });
});

describe('a newer report of the same file', () => {
  it('drafts a dispute of a new negative item with reasons and tells the member once, in their language', async () => {
    const condi = await signUpMember(t, CONDI);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, condi.id));
    const { call } = asMember(t, condi.cookie);
    await importFile(condi.cookie, without(FILE, COLLECTION));
    expect(await noticesOf(condi.id)).toEqual([]);
    const second = await importFile(condi.cookie, FILE);

    const drafts = (await call('GET', '/api/disputes')).json() as DisputeResponse[];
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'draft', accountName: 'Collectio2', reasonCodes: ['outdated'] });
    expect(drafts[0]?.negativeItemId).toBe(second.negativeItems.find((item) => item.creditorName === 'Collectio2')?.id);

    const bell = (await call('GET', '/api/notifications')).json();
    expect(bell.notifications).toMatchObject([
      { kind: 'new_negative_item', data: { reportId: second.id, count: 1, drafts: 1 } },
    ]);
    await deliverEmails();
    const mail = (await t.outbox()).find((sent) => sent.to === condi.email && sent.language === 'es');
    expect(mail?.subject).toBe('Una nueva cuenta negativa en su reporte');
    expect(mail?.text).toContain('Un reporte que usted trajo muestra una cuenta negativa');

    // The same file again: nothing new, no second draft or notice.
    await importFile(condi.cookie, FILE);
    expect((await call('GET', '/api/disputes')).json()).toHaveLength(1);
    expect(await noticesOf(condi.id)).toHaveLength(1);
  });

  it('finds nothing new in an older reissue brought after a newer one, and compares by the files’ dates', async () => {
    const condi = await signUpMember(t, CONDI);
    const { call } = asMember(t, condi.cookie);
    // The newer issue first (the collection gone from it), then the older one, which still holds it.
    const newer = await importFile(condi.cookie, datedOn(without(FILE, COLLECTION), '2020-03-02'));
    const older = await importFile(condi.cookie, FILE);

    expect(await noticesOf(condi.id)).toEqual([]);
    expect((await call('GET', '/api/disputes')).json()).toEqual([]);
    // By default the file's latest (by its date) against the one before it: the collection is gone, not new.
    expect((await call('GET', '/api/credit/reports/changes')).json()).toMatchObject({
      from: { id: older.id },
      to: { id: newer.id },
      comparable: true,
      removed: [{ tradelineKey: COLLECTION }],
      added: [],
    });
  });

  it('drafts a new negative item of one file though an account of another file with its label was disputed', async () => {
    const admin = await signUpAdmin(t);
    const member = await activeMember(t, admin);
    const { call } = asMember(t, member.cookie);
    await call('PUT', '/api/profile', { ...memberProfile, ...CONDI });
    const disputedFrom = await importFile(member.cookie, FILE);
    const collection = disputedFrom.negativeItems.find((item) => item.creditorName === 'Collectio2');
    if (!collection) throw new Error('no collection');
    const [disputeId = ''] = await sendDisputes(t, member.cookie, [collection.id]);
    const newNegatives = async () =>
      (await noticesOf(member.id)).filter((notice) => notice.kind === 'new_negative_item').map(({ data }) => data);
    const drafts = async () =>
      ((await call('GET', '/api/disputes')).json() as DisputeResponse[]).filter(
        (dispute) => dispute.status === 'draft',
      );

    // Another file of the vendor's (its own number): the same labels name that file's own accounts.
    const otherFile = (xml: string) => xml.replace('CreditReportIdentifier>815881<', 'CreditReportIdentifier>900001<');
    await importFile(member.cookie, otherFile(without(FILE, COLLECTION)));
    const first = await importFile(member.cookie, otherFile(FILE));
    // New to that file; while the other file's account is in an open dispute its key cannot hold a second one.
    expect(await newNegatives()).toEqual([{ reportId: first.id, count: 1, drafts: 0 }]);
    expect(await drafts()).toEqual([]);

    // That dispute closed (the bureau answered), the account of the other file, new again, gets its draft.
    const day = isoDayOf(t.clock.now());
    expect(
      (await call('POST', `/api/disputes/${disputeId}/bureaus/experian/mailed`, { mailedOn: day })).statusCode,
    ).toBe(200);
    const answer = { outcome: 'verified', respondedOn: day };
    expect((await call('POST', `/api/disputes/${disputeId}/bureaus/experian/answer`, answer)).statusCode).toBe(200);
    await importFile(member.cookie, otherFile(without(FILE, COLLECTION)));
    const later = await importFile(member.cookie, otherFile(FILE));
    expect((await newNegatives()).at(-1)).toEqual({ reportId: later.id, count: 1, drafts: 1 });
    const [draft] = await drafts();
    expect(draft?.negativeItemId).toBe(later.negativeItems.find((item) => item.creditorName === 'Collectio2')?.id);
  });

  it('finds an item a bureau deleted shown again by a later file, records it once and tells the member', async () => {
    const admin = await signUpAdmin(t);
    const member = await activeMember(t, admin);
    const { call } = asMember(t, member.cookie);
    await call('PUT', '/api/profile', { ...memberProfile, ...CONDI });
    const disputedFrom = await importFile(member.cookie, FILE);
    const item = disputedFrom.negativeItems.find((candidate) => candidate.creditorName === 'Collectio2');
    if (!item) throw new Error('no collection');
    const [disputeId] = await sendDisputes(t, member.cookie, [item.id]);
    const move = (step: string, body: object) =>
      call('POST', `/api/disputes/${disputeId}/bureaus/experian/${step}`, body);
    expect((await move('mailed', { mailedOn: isoDayOf(t.clock.now()) })).statusCode).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect((await move('answer', { outcome: 'deleted', respondedOn: isoDayOf(t.clock.now()) })).statusCode).toBe(200);

    // Refreshing reads the same file again (dated before the deletion): it cannot show what the bureau did since.
    expect((await call('POST', '/api/credit-report/refresh')).statusCode).toBe(201);
    // A later file without it: gone, by the dispute.
    t.clock.advance(DAY_MS);
    const gone = await importFile(member.cookie, datedOn(without(FILE, COLLECTION), isoDayOf(t.clock.now())));
    expect((await call('GET', `/api/credit/reports/changes?to=${gone.id}`)).json().removed).toEqual([
      {
        tradelineKey: COLLECTION,
        creditorName: 'Collectio2',
        accountNumberLast4: '2222',
        itemType: 'collection',
        disputeId,
      },
    ]);
    // Then a later one with it again: a reinsertion, told as such; the item is already disputed, so it is no new
    // negative item to dispute (no notice of one, no second draft).
    t.clock.advance(DAY_MS);
    const later = await importFile(member.cookie, datedOn(FILE, isoDayOf(t.clock.now())));
    await importFile(member.cookie, datedOn(FILE, isoDayOf(t.clock.now())));

    const [row] = await t.db
      .select()
      .from(disputeBureaus)
      .where(and(eq(disputeBureaus.disputeId, disputeId as string), eq(disputeBureaus.bureau, 'experian')));
    expect(row?.reappearedInReportId).toBe(later.id);
    expect(row?.reappearedAt).not.toBeNull();

    const reinserted = (await noticesOf(member.id)).filter((notice) => notice.kind === 'item_reinserted');
    expect(reinserted).toHaveLength(1);
    expect(reinserted[0]).toMatchObject({
      subjectKey: `${disputeId}:experian`,
      data: { disputeId, bureau: 'experian', reportId: later.id, drafted: 1 },
    });
    const bell = (await call('GET', '/api/notifications')).json() as { notifications: { kind: string }[] };
    const told = bell.notifications.filter((notice) => ['new_negative_item', 'item_reinserted'].includes(notice.kind));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'item_reinserted',
        data: { disputeId, bureau: 'experian', reportId: later.id, drafted: 1 },
      }),
    ]);
    const disputes = (await call('GET', '/api/disputes')).json() as DisputeResponse[];
    expect(disputes).toHaveLength(1);
    expect(disputes[0]?.bureaus).toMatchObject([{ bureau: 'experian', reappearedAt: expect.any(String) }]);
    // The letter about the reinsertion is written once, waiting for the member to review, mail or remove it.
    expect(disputes[0]?.steps).toEqual([
      expect.objectContaining({ kind: 'reinsertion', bureau: 'experian', status: 'ready', hasLetter: true }),
    ]);
    const stepId = disputes[0]?.steps[0]?.id;
    const letter = await call('GET', `/api/disputes/${disputeId}/steps/${stepId}/letter`);
    expect([letter.statusCode, letter.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(disputes[0]?.nextSteps.some((next) => next.kind === 'reinsertion')).toBe(false);

    await deliverEmails();
    const [account] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const mail = (await t.outbox()).find(
      (sent) => sent.to === account?.email && sent.subject === 'An item Experian deleted is back on your report',
    );
    expect(mail?.text).toContain(
      'A report you brought shows again, from Experian, an item it had deleted after your dispute.',
    );
    expect(mail?.text).toContain('We wrote a letter to Experian about it: review it on your disputes page');
    const spanish = notificationEmail(
      { kind: 'item_reinserted', data: reinserted[0]?.data ?? {} },
      { language: 'es', firstName: 'Condi' },
      { origin: 'https://app.example.com', supportEmail: 'help@example.com' },
    );
    expect(spanish?.subject).toBe('Una cuenta que Experian eliminó volvió a su reporte');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two reports of one file stored at once (PostgreSQL)', () => {
  /** Sessions of this database waiting for a lock another holds. */
  const waitingOnLocks = async () => {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? 0;
  };

  it('compares the second with the first, so a new negative item is told once', async () => {
    const condi = await signUpMember(t, CONDI);
    const { call } = asMember(t, condi.cookie);
    await importFile(condi.cookie, without(FILE, COLLECTION));
    // The member's lock held here, both imports store their report and come to compare it; then they go on.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = t.db.transaction(async (tx) => {
      await lockUser(tx, condi.id);
      await held;
    });
    const imports = Promise.all([importFile(condi.cookie, FILE), importFile(condi.cookie, FILE)]);
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBe(2), { timeout: 20_000, interval: 50 });
    release();
    await holding;
    await imports;

    const told = (await noticesOf(condi.id)).filter((notice) => notice.kind === 'new_negative_item');
    expect(told).toHaveLength(1);
    expect((await call('GET', '/api/disputes')).json()).toHaveLength(1);
  });
});
