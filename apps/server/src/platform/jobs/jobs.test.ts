import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { requestNonce, session } from '../auth/auth.schema';
import { QUEUE, startJobs } from './jobs';

const t = await startTestApp();

describe('background jobs (pg-boss)', () => {
  it('purges expired sessions and used nonces through a real queued job', async () => {
    const live = await t.given.session();
    const stale = await t.given.session();
    await t.call(live, 'GET', '/api/login/cmsPlatformUser/detail');
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.employeeId, stale.employeeId));
    await t.db.insert(requestNonce).values({ sessionId: 1, nonce: 'old', expiresAt: new Date(Date.now() - 1000) });

    const log = { info: () => {}, error: () => {} };
    const jobs = await startJobs(t.database, t.config, log, { pollingIntervalSeconds: 0.5, schedule: false });
    try {
      const id = await jobs.boss.send(QUEUE.purgeSessions, {});
      expect(id).toBeTruthy();
      let state: string | undefined;
      for (let i = 0; i < 60 && state !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        state = (await jobs.boss.getJobById(QUEUE.purgeSessions, id as string))?.state;
      }
      expect(state).toBe('completed');
    } finally {
      await jobs.stop();
    }
    const sessions = await t.db.select({ employeeId: session.employeeId }).from(session);
    expect(sessions.map((s) => s.employeeId)).toEqual([live.employeeId]);
    const nonces = await t.db.select().from(requestNonce).where(eq(requestNonce.nonce, 'old'));
    expect(nonces).toEqual([]);
  });
});
