/**
 * A bench phase's CPU profile of this process, for `PROFILE=<folder>`: start one before the
 * phase, and its stop writes `<n>-<name>.cpuprofile` there (open it in Chrome's DevTools). Without
 * a folder both do nothing.
 */
import fs from 'node:fs';
import { Session as Inspector } from 'node:inspector/promises';
import path from 'node:path';

let written = 0;

export async function startProfile(folder: string | undefined): Promise<(name: string) => Promise<void>> {
  if (!folder) return async () => {};
  const inspector = new Inspector();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  return async (name) => {
    const { profile } = await inspector.post('Profiler.stop');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${++written}-${name}.cpuprofile`), JSON.stringify(profile));
    inspector.disconnect();
  };
}
