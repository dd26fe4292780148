/**
 * The clients of bench/wholesale-posting.bench.ts, run in a child process (forked with tsx) so
 * that their request signing, HTTP and JSON work is not counted as, nor competes on the event
 * loop with, the app's. The parent sends the world, then one command at a time:
 *   { cmd: 'cycle', seconds }   CLIENTS loops of save → review → complete
 *   { cmd: 'prepare', count }   `count` saved and reviewed sales, kept for 'post'
 *   { cmd: 'post', seconds }    CLIENTS loops completing the prepared sales (the posting alone)
 *   { cmd: 'floor', seconds }   CLIENTS loops asking to complete the sales left prepared with a stale
 *                               version: the same signed, keyed call, refused once the sale is loaded
 * and gets back { sales, seconds, p50 per step, ranOut, cpuMs (this process's user + system time) }.
 */
import http from 'node:http';
import { ErrorCode } from '@quire/contracts';
import { BASE, call, complete, type Doc, type Measure, type Step, saveAndReview, sell, type World } from './wholesale-sale';

type Command =
  | { cmd: 'init'; world: World; clients: number }
  | { cmd: 'cycle' | 'post' | 'floor'; seconds: number }
  | { cmd: 'prepare'; count: number }
  | { cmd: 'exit' };

let world: World;
let clients = 8;
const reviewed: { doc: Doc }[] = [];

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : Number.NaN);

async function loop(seconds: number, each: (via: http.Agent, client: number) => Promise<boolean>) {
  const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  let sales = 0;
  let ranOut = false;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      agents.map(async (via, i) => {
        while (performance.now() < deadline) {
          if (!(await each(via, i))) {
            ranOut = true;
            break;
          }
          sales++;
        }
      }),
    );
  } finally {
    for (const a of agents) a.destroy();
  }
  const used = process.cpuUsage(cpu);
  return { sales, seconds: (performance.now() - started) / 1000, ranOut, cpuMs: (used.user + used.system) / 1000 };
}

function timer() {
  const ms: Record<Step, number[]> = { save: [], review: [], complete: [] };
  const measure: Measure = async (step, run) => {
    const started = performance.now();
    const answer = await run();
    ms[step].push(performance.now() - started);
    return answer;
  };
  const p50 = () => ({ save: median(ms.save), review: median(ms.review), complete: median(ms.complete) });
  return { measure, p50 };
}

async function handle(m: Command): Promise<unknown> {
  switch (m.cmd) {
    case 'init':
      world = m.world;
      clients = m.clients;
      return { ok: true };
    case 'cycle': {
      const t = timer();
      const r = await loop(m.seconds, async (via, i) => {
        await sell(world, via, world.customerIds[i % world.customerIds.length], t.measure);
        return true;
      });
      return { ...r, p50: t.p50() };
    }
    case 'prepare': {
      const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      let left = m.count;
      await Promise.all(
        agents.map(async (via, i) => {
          while (left > 0) {
            left--;
            reviewed.push({ doc: await saveAndReview(world, via, world.customerIds[i % world.customerIds.length]) });
          }
        }),
      );
      for (const a of agents) a.destroy();
      return { prepared: reviewed.length };
    }
    case 'post': {
      const t = timer();
      const r = await loop(m.seconds, async (via) => {
        const next = reviewed.pop();
        if (!next) return false;
        await complete(world, via, next.doc, t.measure);
        return true;
      });
      return { ...r, p50: t.p50(), left: reviewed.length };
    }
    case 'floor': {
      // The sales left over from the posting phases, asked round and round: a stale version is
      // refused after the load, so none of them moves and they can be asked again.
      if (reviewed.length === 0) throw new Error('floor: no prepared sale left over');
      let next = 0;
      const r = await loop(m.seconds, async (via) => {
        const { doc } = reviewed[next++ % reviewed.length];
        const answer = await call(
          world.port,
          via,
          world.session,
          'POST',
          `${BASE}/complete`,
          { id: doc.id, version: doc.version + 1000 },
          true,
        );
        if (answer.code !== ErrorCode.VERSION_CONFLICT)
          throw new Error(`floor: expected a version conflict, got ${answer.status} ${answer.code} ${answer.msg}`);
        return true;
      });
      return { ...r, p50: {} };
    }
    case 'exit':
      process.exit(0);
  }
}

process.on('message', (m: Command) => {
  handle(m).then(
    (answer) => process.send?.({ ok: true, answer }),
    (err: Error) => process.send?.({ ok: false, error: err.stack ?? String(err) }),
  );
});
