import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration defaults', () => {
  it('serves the web build of this checkout when WEB_DIST is not set', () => {
    const { webDist } = loadConfig({});
    expect(path.basename(webDist)).toBe('dist');
    const web = JSON.parse(fs.readFileSync(path.join(webDist, '..', 'package.json'), 'utf8')) as { name: string };
    expect(web.name).toBe('@quire/web');
  });
});
