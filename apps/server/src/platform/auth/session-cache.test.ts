import { describe, expect, it } from 'vitest';
import type { SessionRecord } from './session.store';
import {
  cachedSession,
  forgetAllSessions,
  forgetSession,
  forgetSessionsOf,
  rememberSession,
  sessionCacheGeneration,
} from './session-cache';

const record = (sessionId: number, employeeId: number): SessionRecord => ({
  sessionId,
  signKey: 'k',
  createdAt: new Date(),
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 3600_000),
  revokedAt: null,
  revokedReason: null,
  employeeId,
  employeeNo: `e${employeeId}`,
  employeeStatus: 'ENABLE',
  isAdmin: false,
  groups: [{ id: 1, isDefault: true }],
  permissions: ['/system/role'],
  passwordChangeRequired: false,
});

describe('the session cache', () => {
  it('answers within its time to live and not after', () => {
    forgetAllSessions();
    rememberSession('a', record(1, 10), sessionCacheGeneration(), 5000);
    const hit = cachedSession('a', 5000);
    expect(hit?.permissions.has('/system/role')).toBe(true);
    expect(cachedSession('a', 5000, Date.now() + 5000)).toBeUndefined();
    expect(cachedSession('a', 5000)).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    forgetAllSessions();
    rememberSession('a', record(1, 10), sessionCacheGeneration(), 0);
    expect(cachedSession('a', 0)).toBeUndefined();
  });

  it('does not keep a load that began before something was forgotten', () => {
    forgetAllSessions();
    const before = sessionCacheGeneration();
    forgetSessionsOf([99]);
    rememberSession('a', record(1, 10), before, 5000);
    expect(cachedSession('a', 5000)).toBeUndefined();
  });

  it('forgets one session, the sessions of employees, or all', () => {
    forgetAllSessions();
    const g = sessionCacheGeneration();
    rememberSession('a', record(1, 10), g, 5000);
    rememberSession('b', record(2, 10), g, 5000);
    rememberSession('c', record(3, 20), g, 5000);
    rememberSession('d', record(4, 30), g, 5000);
    forgetSession(1);
    expect(cachedSession('a', 5000)).toBeUndefined();
    expect(cachedSession('b', 5000)).toBeDefined();
    forgetSessionsOf([10, 20]);
    expect(cachedSession('b', 5000)).toBeUndefined();
    expect(cachedSession('c', 5000)).toBeUndefined();
    expect(cachedSession('d', 5000)).toBeDefined();
    forgetAllSessions();
    expect(cachedSession('d', 5000)).toBeUndefined();
  });
});
