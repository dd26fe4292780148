import { DEPLOY_PROGRESS_CAP, DEPLOY_PROGRESS_MS, DEPLOY_SUCCESS_LINE } from '../../core/constants';

/** Simulated progress: linear over 12 s, held at 99 % until the answer comes (spec §4). */
export function deployProgress(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(DEPLOY_PROGRESS_CAP, Math.floor((elapsedMs / DEPLOY_PROGRESS_MS) * DEPLOY_PROGRESS_CAP));
}

/** Success only when the last output line says the script executed successfully. */
export function deploySucceeded(lines: readonly string[]): boolean {
  const last = [...lines].reverse().find((l) => l.trim() !== '');
  return last !== undefined && last.trim().toLowerCase() === DEPLOY_SUCCESS_LINE.toLowerCase();
}
