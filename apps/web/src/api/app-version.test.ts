import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../core/storage';
import { checkAppVersion, resetVersionPromptForTests } from './app-version';

describe('version check (spec §4)', () => {
  afterEach(() => resetVersionPromptForTests());

  it('stores the first version it sees without asking', () => {
    const prompt = vi.fn();
    checkAppVersion('1.0.0', prompt);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('1.0.0');
    checkAppVersion('1.0.0', prompt);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('asks once to reload when the server version changes', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '1.0.0');
    const prompt = vi.fn();
    checkAppVersion('1.1.0', prompt);
    checkAppVersion('1.1.0', prompt);
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
