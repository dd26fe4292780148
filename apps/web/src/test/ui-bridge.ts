import { afterEach, beforeEach, vi } from 'vitest';
import { installUiBridge, type UiBridge } from '../core/ui-bridge';

export type RecordingBridge = { [K in keyof UiBridge]: ReturnType<typeof vi.fn> };

const KEYS = ['dialog', 'confirm', 'error', 'success', 'warning', 'loading'] as const;

/**
 * Installs, around each test of the file, a UI bridge that records its dialogs, confirms (answered
 * yes) and messages. What it returns reads the running test's bridge (`bridge.confirm`, …). Mocks
 * are restored after each test.
 */
export function recordUiBridge(): RecordingBridge {
  let bridge: RecordingBridge | null = null;
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    bridge = {
      dialog: vi.fn(),
      confirm: vi.fn(async () => true),
      error: vi.fn(),
      success: vi.fn(),
      warning: vi.fn(),
      loading: vi.fn(() => () => undefined),
    };
    uninstall = installUiBridge(bridge as unknown as UiBridge);
  });
  afterEach(() => {
    uninstall();
    vi.restoreAllMocks();
  });
  const current = (): RecordingBridge => {
    if (!bridge) throw new Error('the UI bridge is installed in each test');
    return bridge;
  };
  return Object.defineProperties({} as RecordingBridge, Object.fromEntries(KEYS.map((key) => [key, { get: () => current()[key] }])));
}
