// Moving weighted-average cost (移动加权平均成本) of one SKU in one business group, as pure
// arithmetic: the stock ledger feeds it moves in posting order and stores the result.
import type Decimal from 'decimal.js';
import { Dec, type Rounding, roundAmount, roundUnitCost, ZERO } from '../../platform/money';

export type CostState = { qty: Dec; amount: Dec; unitCost: Dec };

export type CostMove = {
  /** Signed quantity: > 0 in, < 0 out. */
  qty: Dec;
  /** Signed value the move carries (already rounded). */
  amount: Dec;
  /** The unit cost the move carries. */
  unitCost: Dec;
  /**
   * Whether the move changes the average: every inbound move, and an outbound move at a cost
   * of its own (a reversal, a linked return). An outbound move at the current average does not.
   */
  revalues: boolean;
};

export type CostStep = {
  state: CostState;
  /** Value written off as a cost variance (signed change of stock value), zero if none. */
  variance: Dec;
};

/**
 * Applies one move:
 * - stock value and quantity add up; an inbound move (or one at its own cost) recomputes the
 *   unit cost as value ÷ quantity to 6 decimals;
 * - an inbound move that covers negative stock settles the deficit at its own cost: the
 *   value becomes quantity × that cost and the difference is a variance;
 * - when the quantity reaches zero, any value left (rounding) is a variance and the value
 *   becomes zero; the unit cost stays, for the next move without a price of its own;
 * - a positive quantity never keeps a negative value: it is revalued at the last unit cost.
 */
export function applyMove(state: CostState, move: CostMove, rounding: Rounding): CostStep {
  const qty = state.qty.plus(move.qty);
  let amount = state.amount.plus(move.amount);
  let unitCost = state.unitCost;
  let variance = ZERO;

  if (move.qty.gt(0) && state.qty.lt(0)) {
    const target = qty.lt(0) ? roundAmount(qty.times(state.unitCost), rounding) : roundAmount(qty.times(move.unitCost), rounding);
    variance = target.minus(amount);
    amount = target;
    if (qty.gt(0)) unitCost = roundUnitCost(move.unitCost);
  } else if (qty.isZero()) {
    if (!amount.isZero()) {
      variance = amount.negated();
      amount = ZERO;
    }
  } else if (qty.gt(0)) {
    if (amount.lt(0)) {
      const target = roundAmount(qty.times(state.unitCost), rounding);
      variance = target.minus(amount);
      amount = target;
    } else if (move.revalues) {
      unitCost = roundUnitCost(amount.dividedBy(qty));
    }
  }
  return { state: { qty, amount, unitCost }, variance };
}

/**
 * A cost adjustment: the SKU's unit cost becomes `newUnitCost` and its stock value
 * quantity × new cost; `delta` is the change of value (the adjustment's amount).
 */
export function revalue(state: CostState, newUnitCost: Dec, rounding: Rounding): { state: CostState; delta: Dec } {
  const unitCost = roundUnitCost(newUnitCost);
  const amount = state.qty.isZero() ? ZERO : roundAmount(state.qty.times(unitCost), rounding);
  return { state: { qty: state.qty, amount, unitCost }, delta: amount.minus(state.amount) };
}

/** The value of a move of `qty` at `unitCost`, at the configured rounding. */
export function moveAmount(qty: Dec, unitCost: Dec, rounding: Rounding): Dec {
  return roundAmount(qty.times(unitCost), rounding);
}

export const costState = (qty: Decimal.Value, amount: Decimal.Value, unitCost: Decimal.Value): CostState => ({
  qty: new Dec(qty),
  amount: new Dec(amount),
  unitCost: new Dec(unitCost),
});
