import { describe, expect, it } from 'vitest';
import { deadlineText, formFieldOf } from './clear-plan-api';

describe('control plan helpers', () => {
  it('shows a deadline with its time only when it has one', () => {
    expect(deadlineText({ deadlineDate: '2026-02-15', deadlineTime: null })).toBe('2026-02-15');
    expect(deadlineText({ deadlineDate: '2026-02-15', deadlineTime: '18:00' })).toBe('2026-02-15 18:00');
  });

  it('puts a refused customer row on the picker, other fields where they are', () => {
    expect(formFieldOf('customerIds.3')).toBe('customerIds');
    expect(formFieldOf('deadlines.1.billFrom')).toBe('deadlines.1.billFrom');
  });
});
