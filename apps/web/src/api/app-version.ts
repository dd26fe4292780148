import { readText, STORAGE_KEYS, writeText } from '../core/storage';

let prompted = false;

/**
 * Compares the x-app-version response header with the stored one (spec §4): the first
 * version seen is stored; a different one later asks the user to reload, once.
 */
export function checkAppVersion(version: string, prompt: (onConfirm: () => void) => void): void {
  const stored = readText(STORAGE_KEYS.appVersion);
  if (!stored) {
    writeText(STORAGE_KEYS.appVersion, version);
    return;
  }
  if (stored === version || prompted) return;
  prompted = true;
  prompt(() => {
    writeText(STORAGE_KEYS.appVersion, version);
    window.location.reload();
  });
}

export function resetVersionPromptForTests(): void {
  prompted = false;
}
