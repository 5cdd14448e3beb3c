import type { Executor } from '#server/db/client.ts';
import {
  findDuePayments,
  findLateSteps,
  findReadyLetters,
  findRunningClocks,
  settleTold,
} from './detection-queries.ts';
import { clockNoticeOf, clockWindow, lateStepNotice, lettersReadyNotices, paymentDueNotices } from './notices-due.ts';
import { notifyAll } from './notify.ts';

/**
 * Finds what time alone has made worth telling: letters ready to mail once the right to cancel has run out,
 * answers due soon, bureaus and later letters' recipients late, a manual payment due once a period closed with letters or a mailed letter's fee fell due on its own. Each is recorded once
 * whoever finds it first (a restart, a second instance on the same database): the notifications' unique key
 * turns the others' inserts into nothing. A lateness or an answer due soon told (or turned off) is settled with its
 * notice, so later passes read only what was not told yet. Answers how many notices were found.
 */
export async function detectNotifications(db: Executor, now: Date): Promise<number> {
  const window = clockWindow(now);
  const [letters, clocks, lateSteps, duePayments] = await Promise.all([
    findReadyLetters(db),
    findRunningClocks(db, window),
    findLateSteps(db, window),
    findDuePayments(db),
  ]);
  const notices = [
    ...lettersReadyNotices(letters, now),
    ...clocks.flatMap((clock) => clockNoticeOf(clock, now) ?? []),
    ...lateSteps.map(lateStepNotice),
    ...paymentDueNotices(duePayments),
  ];
  // A notice is settled only once recorded: a failed insert leaves it to be found again.
  await db.transaction(async (tx) => {
    await notifyAll(tx, notices, now);
    await settleTold(tx, window);
  });
  return notices.length;
}
