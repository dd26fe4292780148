// Reads the server's pino log and prints what a failed flow needs to name its cause: the
// error lines, and every request slower than a bound (default 2,000 ms) with its start time.
// Usage: node slow-requests.mjs <log file> [bound in ms]
import { readFileSync } from 'node:fs';

const [file, bound = '2000'] = process.argv.slice(2);
const started = new Map();
for (const text of readFileSync(file, 'utf8').split('\n')) {
  if (!text.startsWith('{')) continue;
  let line;
  try {
    line = JSON.parse(text);
  } catch {
    continue;
  }
  const at = new Date(line.time).toISOString();
  if (line.req) started.set(line.reqId, { url: `${line.req.method} ${line.req.url}`, at });
  if (line.level >= 50) console.log(`${at} error: ${line.msg} ${line.err?.message ?? ''}`);
  if (line.msg === 'slow job') console.log(`${at} job ${line.queue} took ${line.ms} ms`);
  if (line.res && line.responseTime > Number(bound)) {
    const req = started.get(line.reqId);
    console.log(`${req?.at ?? at} ${Math.round(line.responseTime)} ms ${line.res.statusCode} ${req?.url ?? line.reqId}`);
  }
}
