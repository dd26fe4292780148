import type { CustomerCreditSummaryView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { creditAfter } from './credit-summary';

const summary: CustomerCreditSummaryView = {
  customerId: '1',
  ifCreditLimit: true,
  creditLimit: '1000.00',
  temporaryCredit: '500.00',
  totalCreditAmt: '1500.00',
  receivable: '400.00',
  unsentOrders: '0.00',
  totalCreditLockAmt: '400.00',
  remainingCredit: '1100.00',
};

describe('what a credit sheet would make of the total credit (in fen)', () => {
  it('a permanent sheet replaces the limit and keeps the temporary credit: 2,000.00 + 500.00', () => {
    expect(creditAfter(summary, 'PERMANENT', '2000', true)).toBe(250_000);
  });
  it('a temporary sheet valid today adds to the total; one not valid today leaves it', () => {
    expect(creditAfter(summary, 'TEMPORARY', '300.50', true)).toBe(180_050);
    expect(creditAfter(summary, 'TEMPORARY', '300.50', false)).toBe(150_000);
  });
  it('no amount (or one not above 0) changes nothing', () => {
    expect(creditAfter(summary, 'PERMANENT', null, true)).toBe(150_000);
    expect(creditAfter(summary, 'PERMANENT', '-5', true)).toBe(150_000);
  });
  it('a customer without a limit: a permanent sheet is the limit itself', () => {
    expect(creditAfter({ ...summary, creditLimit: null, temporaryCredit: '0.00', totalCreditAmt: '0.00' }, 'PERMANENT', '800', true)).toBe(
      80_000,
    );
  });
});
