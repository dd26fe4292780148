import { describe, expect, it } from 'vitest';
import { deployProgress, deploySucceeded } from './deploy-rules';

describe('one-click effect (spec §4)', () => {
  it('climbs over 12 seconds and holds at 99 %', () => {
    expect(deployProgress(0)).toBe(0);
    expect(deployProgress(6000)).toBe(49);
    expect(deployProgress(12_000)).toBe(99);
    expect(deployProgress(60_000)).toBe(99);
  });

  it('succeeds only when the last output line says so', () => {
    expect(deploySucceeded(['step 1', 'Script executed successfully'])).toBe(true);
    expect(deploySucceeded(['Script executed successfully', ''])).toBe(true);
    expect(deploySucceeded(['Script executed successfully', 'error: rollback'])).toBe(false);
    expect(deploySucceeded([])).toBe(false);
  });
});
