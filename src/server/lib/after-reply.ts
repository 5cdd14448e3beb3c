import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after answers (see below): tests wait for it before they read the mail. */
    afterReply: AfterReply;
  }
}

/**
 * Work a route starts once its answer has left. The account routes answer the same to an address with an account
 * and to one without; the email (and the link it carries) exists for only one of them, so if the answer waited
 * for it, its timing would tell which. A failure is logged, never thrown: the answer is gone by then, and the
 * member can ask again. `settled` waits for everything started so far: the app's close waits for it, so a stop
 * loses no email, and tests wait for it before they read the mail.
 */
export interface AfterReply {
  run(reply: FastifyReply, what: string, work: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createAfterReply(): AfterReply {
  const pending = new Set<Promise<void>>();
  return {
    run(reply, what, work) {
      const log = reply.log;
      // 'close' comes once the answer is sent, or once the client has gone: the work is owed either way. It starts
      // a turn of the event loop later, so what still completes the answer runs first, not behind a part of it.
      const task = new Promise<void>((resolve) => reply.raw.once('close', () => setImmediate(resolve)))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer was sent`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      // Work may start more work (or another request may add some meanwhile): wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
