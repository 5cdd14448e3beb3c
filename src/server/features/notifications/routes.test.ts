import { describe, expect, it } from 'vitest';
import { signUpMember } from '#server/test-support/members.ts';
import { setUpTestApp } from '#server/test-support/test-app.ts';
import type { NotificationsResponse } from '#shared/schemas/auth.ts';
import { ALL_ON } from '#shared/test-support/notifications.ts';
import { type NewNotification, notify } from './notify.ts';

const MINUTE = 60 * 1000;
const t = setUpTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const inbox = async (cookie: string) => {
  const res = await call('GET', '/api/notifications', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsResponse;
};

/** Records notices a minute apart, oldest first, as the events and the detection would. */
async function tell(userId: string, notices: Omit<NewNotification, 'userId'>[]) {
  for (const notice of notices) {
    t.clock.advance(MINUTE);
    await notify(t.db, { userId, ...notice }, t.clock.now());
  }
}

describe('notification routes', () => {
  it('refuse a visitor', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/notifications/settings', undefined, ALL_ON)).statusCode).toBe(401);
  });

  it('show a member their own notices, newest first, and never another member’s', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    await tell(member.id, [
      { kind: 'plan_active', subjectKey: 's1', data: { plan: 'monthly' } },
      { kind: 'letters_ready', subjectKey: 'batch-1', data: { disputes: 2 } },
    ]);
    await tell(other.id, [{ kind: 'plan_active', subjectKey: 's2', data: { plan: 'premium' } }]);

    const mine = await inbox(member.cookie);
    const ofKinds = (answer: NotificationsResponse, kinds: string[]) =>
      answer.notifications.filter((notice) => kinds.includes(notice.kind));
    expect(ofKinds(mine, ['plan_active', 'letters_ready']).map((notice) => [notice.kind, notice.data])).toEqual([
      ['letters_ready', { disputes: 2 }],
      ['plan_active', { plan: 'monthly' }],
    ]);
    expect(mine.unread).toBe(mine.notifications.length);
    const theirs = await inbox(other.cookie);
    expect(ofKinds(theirs, ['plan_active', 'letters_ready']).map((notice) => notice.data)).toEqual([
      { plan: 'premium' },
    ]);
    const theirIds = new Set(theirs.notifications.map((notice) => notice.id));
    expect(mine.notifications.some((notice) => theirIds.has(notice.id))).toBe(false);
  });

  it('mark read only the member’s own notices: those named, then all', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    await tell(member.id, [
      { kind: 'answer_recorded', subjectKey: 'd1:experian', data: { bureau: 'experian', outcome: 'deleted' } },
      { kind: 'answer_recorded', subjectKey: 'd1:equifax', data: { bureau: 'equifax', outcome: 'updated' } },
    ]);
    await tell(other.id, [{ kind: 'plan_active', subjectKey: 's3', data: { plan: 'monthly' } }]);
    const before = await inbox(member.cookie);
    const theirs = await inbox(other.cookie);

    const stranger = await call('POST', '/api/notifications/read', member.cookie, {
      ids: theirs.notifications.map((notice) => notice.id),
    });
    expect(stranger.statusCode).toBe(204);
    expect((await inbox(other.cookie)).unread).toBe(theirs.unread);

    const [newest] = before.notifications;
    expect((await call('POST', '/api/notifications/read', member.cookie, { ids: [newest?.id] })).statusCode).toBe(204);
    const after = await inbox(member.cookie);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.notifications[0]?.readAt).toBe(t.clock.now().toISOString());

    expect((await call('POST', '/api/notifications/read', member.cookie, {})).statusCode).toBe(204);
    expect((await inbox(member.cookie)).unread).toBe(0);
    expect((await inbox(other.cookie)).unread).toBe(theirs.unread);
  });

  it('save which kinds are on, and hide the kinds turned off', async () => {
    const member = await signUpMember(t);
    await tell(member.id, [{ kind: 'letters_ready', subjectKey: 'batch-2', data: { disputes: 1 } }]);
    const settings = await call('GET', '/api/notifications/settings', member.cookie);
    expect(settings.json()).toEqual(ALL_ON);

    const saved = await call('PUT', '/api/notifications/settings', member.cookie, {
      ...ALL_ON,
      letters_ready: false,
    });
    expect(saved.statusCode).toBe(204);
    expect((await call('GET', '/api/notifications/settings', member.cookie)).json()).toEqual({
      ...ALL_ON,
      letters_ready: false,
    });
    const shown = await inbox(member.cookie);
    expect(shown.notifications.some((notice) => notice.kind === 'letters_ready')).toBe(false);
    expect(shown.unread).toBe(shown.notifications.filter((notice) => notice.readAt === null).length);

    // Turned off, a new one is not even recorded.
    await tell(member.id, [{ kind: 'letters_ready', subjectKey: 'batch-3', data: { disputes: 1 } }]);
    await call('PUT', '/api/notifications/settings', member.cookie, ALL_ON);
    const back = await inbox(member.cookie);
    expect(back.notifications.filter((notice) => notice.kind === 'letters_ready')).toHaveLength(1);
  });

  it('answer bad input with 400, never a server error', async () => {
    const member = await signUpMember(t);
    const bad: [Method, string, unknown][] = [
      ['POST', '/api/notifications/read', { ids: ['not-a-uuid'] }],
      ['POST', '/api/notifications/read', { ids: 'all' }],
      ['POST', '/api/notifications/read', { ids: [], extra: true }],
      ['POST', '/api/notifications/read', []],
      ['PUT', '/api/notifications/settings', { ...ALL_ON, bureau_late: 'no' }],
      ['PUT', '/api/notifications/settings', { plan_active: true }],
      ['PUT', '/api/notifications/settings', { ...ALL_ON, weekly_digest: true }],
      ['PUT', '/api/notifications/settings', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method, url, member.cookie, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    const tooMany = Array.from({ length: 101 }, () => '3c0f5d8e-2b1a-4c9d-8e7f-6a5b4c3d2e1f');
    expect((await call('POST', '/api/notifications/read', member.cookie, { ids: tooMany })).statusCode).toBe(400);
  });
});
