import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditReports, tradelines } from '#server/db/schema/credit.ts';
import { disputeBureaus, disputeSteps, disputes } from '#server/db/schema/disputes.ts';
import { users } from '#server/db/schema/users.ts';
import { insertUsers } from '#server/test-support/admin.ts';
import { CONFIGURED_BUSINESS, createTestApp, setUpTestApp, type TestApp } from '#server/test-support/test-app.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { CampaignStepKind } from '#shared/constants/campaign.ts';
import type { BureauDisputeStatus, BureauOutcome } from '#shared/constants/disputes.ts';
import { DAY_MS } from '#shared/constants/time.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import { demoSiteInfo } from '#shared/test-support/site.ts';
import { FIGURES_CACHE_MS } from './site-figures.ts';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('a demo installation (business address and support email at their placeholders)', () => {
  const t = setUpTestApp();

  it('names the placeholders in GET /api/site and gives no placeholder value', async () => {
    const site = await get(t, '/api/site');
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual(demoSiteInfo);
  });

  it('prints neither placeholder on any legal page, in either language', async () => {
    for (const id of ['terms', 'privacy', 'croa-rights', 'right-to-cancel']) {
      for (const lang of ['en', 'es']) {
        const text = JSON.stringify((await get(t, `/api/legal/${id}?lang=${lang}`)).json());
        expect(text, `${id} ${lang}`).not.toContain('support@creditpath.example');
        expect(text, `${id} ${lang}`).not.toContain('BUSINESS_ADDRESS');
      }
    }
  });
});

describe('an installation reading vendor files (CREDIT_PROVIDER=mismo)', () => {
  it('offers items typed by hand and a file, no sample, and says it pulls from no bureau', async () => {
    const t = await createTestApp({ creditProvider: 'mismo' });
    try {
      expect((await get(t, '/api/site')).json()).toMatchObject({
        creditProvider: 'mismo',
        pullsFromBureau: false,
        reportWays: ['manual', 'file'],
      });
    } finally {
      await t.close();
    }
  });
});

describe('a configured installation taking payments through Stripe', () => {
  it('gives its identity and processor in GET /api/site, and its terms say when money is taken', async () => {
    const t = await createTestApp({
      ...CONFIGURED_BUSINESS,
      payments: { processor: 'stripe', secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiUrl: null },
    });
    try {
      expect((await get(t, '/api/site')).json()).toEqual({
        businessName: 'Path LLC',
        businessAddress: '1 Elm St, Austin, TX 78701',
        supportEmail: 'help@path.example',
        placeholders: [],
        paymentProcessor: 'stripe',
        creditProvider: 'demo',
        pullsFromBureau: false,
        reportWays: ['manual', 'file', 'sample'],
      });
      const terms = JSON.stringify((await get(t, '/api/legal/terms')).json());
      expect(terms).toContain('help@path.example');
      expect(terms).toContain('1 Elm St, Austin, TX 78701');
      expect(terms).toContain('Nothing is charged before then');
    } finally {
      await t.close();
    }
  });
});

/**
 * One member's dispute sent to the bureaus given, each row as the bureau's part stands (letter ready, mailed,
 * answered with an outcome), written straight into the tables: the count is what is tested here.
 */
async function insertSentDispute(
  t: TestApp,
  userId: string,
  parts: { bureau: Bureau; status: BureauDisputeStatus; outcome?: BureauOutcome; reappearedAt?: Date }[],
): Promise<string> {
  const now = t.clock.now();
  const [report] = await t.db
    .insert(creditReports)
    .values({
      userId,
      source: 'demo',
      format: 'demo',
      pulledAt: now,
      borrowerFirstName: 'Client',
      borrowerLastName: 'Person',
      borrowerMatchedMember: true,
      borrowerCount: 1,
      bureausReturned: ['experian', 'equifax', 'transunion'],
      scores: [],
      inquiryCount: 0,
    })
    .returning({ id: creditReports.id });
  const key = `key-${randomUUID()}`;
  const [tradeline] = await t.db
    .insert(tradelines)
    .values({
      reportId: report?.id ?? '',
      userId,
      tradelineKey: key,
      kind: 'account',
      creditorName: 'Bank',
      bureaus: ['experian'],
      views: [],
      disputeReasons: [],
    })
    .returning({ id: tradelines.id });
  const [dispute] = await t.db
    .insert(disputes)
    .values({
      userId,
      tradelineId: tradeline?.id ?? '',
      tradelineKey: key,
      reasonCode: 'not_mine',
      status: 'sent',
      createdAt: now,
      updatedAt: now,
      submittedAt: now,
    })
    .returning({ id: disputes.id });
  await t.db.insert(disputeBureaus).values(
    parts.map(({ bureau, status, outcome, reappearedAt }) => ({
      disputeId: dispute?.id ?? '',
      bureau,
      status,
      readyAt: now,
      outcome: outcome ?? null,
      respondedAt: outcome ? now : null,
      reappearedAt: reappearedAt ?? null,
    })),
  );
  return dispute?.id ?? '';
}

/**
 * A later letter of the campaign to `bureau` (round 2 unless said), answered with `outcome` on `answeredOn` (null:
 * an answer kept with no day, as before every answer had one).
 */
async function insertAnsweredStep(
  t: TestApp,
  target: { userId: string; disputeId: string; bureau: Bureau },
  kind: CampaignStepKind,
  outcome: BureauOutcome,
  answeredOn: string | null,
  round = 2,
) {
  const now = t.clock.now();
  await t.db.insert(disputeSteps).values({
    ...target,
    kind,
    round,
    status: 'answered',
    preparedAt: now,
    sentOn: answeredOn ?? isoDayOf(now),
    answeredOn,
    outcome,
    updatedAt: now,
  });
}

describe('GET /api/site/figures', () => {
  const t = setUpTestApp({ publicFigures: { minMembers: 2, minOutcomes: 4 } });

  /** The figures as a visitor reads them once the cached count has expired. */
  const figures = async () => {
    t.clock.advance(FIGURES_CACHE_MS);
    return (await get(t, '/api/site/figures')).json().figures;
  };

  it('answers no figures at all below either threshold, the counted figures above both', async () => {
    const empty = await get(t, '/api/site/figures');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ figures: null });

    const [first, second, third] = await insertUsers(t, [{}, {}, {}]);
    // Four answers, but one member helped: below the members' threshold.
    await insertSentDispute(t, first ?? '', [
      { bureau: 'experian', status: 'answered', outcome: 'deleted' },
      { bureau: 'equifax', status: 'answered', outcome: 'verified' },
      { bureau: 'transunion', status: 'answered', outcome: 'deleted' },
    ]);
    await insertSentDispute(t, first ?? '', [{ bureau: 'experian', status: 'answered', outcome: 'no_response' }]);
    // Letters ready but never mailed: prepared, yet nobody was helped by them.
    await insertSentDispute(t, third ?? '', [{ bureau: 'equifax', status: 'ready' }]);
    expect(await figures()).toBeNull();

    // A second member helped, with a letter in the mail and no answer yet: both thresholds reached.
    await insertSentDispute(t, second ?? '', [
      { bureau: 'experian', status: 'mailed' },
      { bureau: 'equifax', status: 'mailed' },
    ]);
    // Counted a few minutes at most: the cached answer stands until it expires.
    expect((await get(t, '/api/site/figures')).json().figures).toBeNull();
    const shown = await figures();
    expect(shown).toEqual({ membersHelped: 2, lettersPrepared: 7, outcomesRecorded: 4, deletedPercent: 50 });
    const answer = await get(t, '/api/site/figures');
    expect(answer.headers['cache-control']).toBe(`public, max-age=${FIGURES_CACHE_MS / 1000}`);

    // The first member gone with their four answers; the third now has three: two members helped, three
    // answers recorded, below the answers' threshold.
    await t.db.delete(users).where(eq(users.id, first ?? ''));
    await insertSentDispute(t, third ?? '', [
      { bureau: 'transunion', status: 'answered', outcome: 'deleted' },
      { bureau: 'experian', status: 'answered', outcome: 'updated' },
      { bureau: 'equifax', status: 'answered', outcome: 'verified' },
    ]);
    expect(await figures()).toBeNull();
  });
});

describe('GET /api/site/figures over the campaign', () => {
  const t = setUpTestApp({ publicFigures: { minMembers: 2, minOutcomes: 4 } });

  it('reads each bureau by its latest answer: a later letter’s, and a deletion a later report undid is none', async () => {
    const [one, two] = await insertUsers(t, [{}, {}]);
    const today = t.clock.now().toISOString().slice(0, 10);
    // Verified, then deleted after the member asked how it was verified.
    const asked = await insertSentDispute(t, one ?? '', [
      { bureau: 'experian', status: 'answered', outcome: 'verified' },
    ]);
    await insertAnsweredStep(
      t,
      { userId: one ?? '', disputeId: asked, bureau: 'experian' },
      'method_of_verification',
      'deleted',
      today,
    );
    // A furnisher's answer is not the bureau's.
    const furnished = await insertSentDispute(t, one ?? '', [
      { bureau: 'equifax', status: 'answered', outcome: 'verified' },
    ]);
    await insertAnsweredStep(
      t,
      { userId: one ?? '', disputeId: furnished, bureau: 'equifax' },
      'furnisher_dispute',
      'deleted',
      today,
    );
    // Deleted, then shown again by a later report.
    t.clock.advance(DAY_MS);
    await insertSentDispute(t, two ?? '', [
      {
        bureau: 'transunion',
        status: 'answered',
        outcome: 'deleted',
        reappearedAt: new Date(t.clock.now().getTime() + DAY_MS),
      },
      { bureau: 'experian', status: 'answered', outcome: 'deleted' },
    ]);
    // Four answers, two deletions standing: the later letter's and the one nothing undid.
    t.clock.advance(FIGURES_CACHE_MS);
    const { figures } = (await get(t, '/api/site/figures')).json();
    expect(figures).toEqual({ membersHelped: 2, lettersPrepared: 4, outcomesRecorded: 4, deletedPercent: 50 });
  });
});

describe('GET /api/site/figures, each bureau by the day of its latest answer', () => {
  const t = setUpTestApp({ publicFigures: { minMembers: 2, minOutcomes: 4 } });

  it('reads the answers as the campaign does: by their day, round 1’s included, on one day the later round’s', async () => {
    const [one = '', two = ''] = await insertUsers(t, [{}, {}]);
    const today = () => isoDayOf(t.clock.now());
    // The missed-deadline letter's deletion, then round 1's late answer (verified), recorded two days after it.
    const deletedFirst = today();
    t.clock.advance(2 * DAY_MS);
    const late = await insertSentDispute(t, one, [{ bureau: 'experian', status: 'answered', outcome: 'verified' }]);
    await insertAnsweredStep(
      t,
      { userId: one, disputeId: late, bureau: 'experian' },
      'missed_deadline',
      'deleted',
      deletedFirst,
    );
    // Two later letters answered on one day: the later round's (verified) stands, whatever the order kept.
    const twice = await insertSentDispute(t, one, [{ bureau: 'equifax', status: 'answered', outcome: 'verified' }]);
    const target = { userId: one, disputeId: twice, bureau: 'equifax' } as const;
    await insertAnsweredStep(t, target, 'new_information', 'verified', today(), 3);
    await insertAnsweredStep(t, target, 'method_of_verification', 'deleted', today(), 2);
    // A later answer kept with no day comes before round 1's, which has one.
    const undated = await insertSentDispute(t, one, [
      { bureau: 'transunion', status: 'answered', outcome: 'verified' },
    ]);
    await insertAnsweredStep(
      t,
      { userId: one, disputeId: undated, bureau: 'transunion' },
      'method_of_verification',
      'deleted',
      null,
    );
    // A plain deletion.
    await insertSentDispute(t, two, [{ bureau: 'experian', status: 'answered', outcome: 'deleted' }]);

    t.clock.advance(FIGURES_CACHE_MS);
    const { figures } = (await get(t, '/api/site/figures')).json();
    expect(figures).toMatchObject({ membersHelped: 2, outcomesRecorded: 4, deletedPercent: 25 });
  });
});
