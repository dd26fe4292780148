import { describe, expect, it } from 'vitest';
import { pointsAfter } from './points-balance';

describe('what a points adjustment would leave', () => {
  it('adds a grant and takes off a redemption', () => {
    expect(pointsAfter(30, '-20')).toBe(10);
    expect(pointsAfter(30, '+5')).toBe(35);
    expect(pointsAfter(30, 5)).toBe(35);
  });
  it('shows a redemption beyond the balance as below zero (posting refuses it)', () => {
    expect(pointsAfter(10, '-11')).toBe(-1);
  });
  it('nothing for no points or points that are not whole', () => {
    expect(pointsAfter(30, null)).toBeNull();
    expect(pointsAfter(30, '')).toBeNull();
    expect(pointsAfter(30, '1.5')).toBeNull();
  });
});
