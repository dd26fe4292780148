import { describe, expect, it } from 'vitest';
import { Dec, type Rounding } from '../../platform/money';
import { applyMove, type CostState, costState, moveAmount, revalue } from './moving-average';

const HALF_UP_FEN: Rounding = { roundingMode: 'HALF_UP', roundingPrecision: 'FEN' };

type Step = { in?: [string, string]; out?: string; adjust?: string };

/** Runs moves as the ledger does: receipts at their own cost, issues at the current average. */
function run(steps: Step[], rounding: Rounding, start: CostState = costState(0, 0, 0)) {
  let s = start;
  const trail: { qty: string; amount: string; unitCost: string; moved: string; variance: string }[] = [];
  for (const step of steps) {
    let moved = new Dec(0);
    let variance = new Dec(0);
    if (step.adjust !== undefined) {
      const r = revalue(s, new Dec(step.adjust), rounding);
      s = r.state;
      moved = r.delta;
    } else {
      const qty = step.in ? new Dec(step.in[0]) : new Dec(step.out as string).negated();
      const unitCost = step.in ? new Dec(step.in[1]) : s.unitCost;
      moved = moveAmount(qty, unitCost, rounding);
      const r = applyMove(s, { qty, amount: moved, unitCost, revalues: qty.gt(0) }, rounding);
      s = r.state;
      variance = r.variance;
    }
    trail.push({
      qty: s.qty.toFixed(),
      amount: s.amount.toFixed(2),
      unitCost: s.unitCost.toFixed(6),
      moved: moved.toFixed(2),
      variance: variance.toFixed(2),
    });
  }
  return trail;
}

describe('moving weighted-average cost, worked by hand', () => {
  it('receipts at different costs, an issue, a receipt at a repeating cost, a gain, a loss, an adjustment, the last issue (half up, fen)', () => {
    expect(
      run(
        [
          { in: ['10', '2.5'] }, // 10 × 2.50 = 25.00
          { in: ['5', '3.1'] }, // + 15.50 → 40.50 / 15 = 2.700000
          { out: '4' }, // − 4 × 2.70 = 10.80 → 29.70
          { in: ['3', '2.333333'] }, // 6.999999 → 7.00; 36.70 / 14 = 2.6214285… → 2.621429
          { in: ['1', '2.621429'] }, // a gain at the current cost: 2.62; 39.32 / 15 = 2.621333
          { out: '2' }, // 5.242666 → 5.24 → 34.08; the average stays
          { adjust: '3' }, // 13 × 3 = 39.00: +4.92
          { out: '13' }, // 39.00: nothing left, no variance
        ],
        HALF_UP_FEN,
      ),
    ).toEqual([
      { qty: '10', amount: '25.00', unitCost: '2.500000', moved: '25.00', variance: '0.00' },
      { qty: '15', amount: '40.50', unitCost: '2.700000', moved: '15.50', variance: '0.00' },
      { qty: '11', amount: '29.70', unitCost: '2.700000', moved: '-10.80', variance: '0.00' },
      { qty: '14', amount: '36.70', unitCost: '2.621429', moved: '7.00', variance: '0.00' },
      { qty: '15', amount: '39.32', unitCost: '2.621333', moved: '2.62', variance: '0.00' },
      { qty: '13', amount: '34.08', unitCost: '2.621333', moved: '-5.24', variance: '0.00' },
      { qty: '13', amount: '39.00', unitCost: '3.000000', moved: '4.92', variance: '0.00' },
      { qty: '0', amount: '0.00', unitCost: '3.000000', moved: '-39.00', variance: '0.00' },
    ]);
  });

  it('writes off the cent rounding leaves when the quantity reaches zero as a cost variance', () => {
    const trail = run([{ in: ['3', '3.333333'] }, { out: '1' }, { out: '1' }, { out: '1' }], HALF_UP_FEN);
    expect(trail.map((s) => [s.amount, s.moved, s.variance])).toEqual([
      ['10.00', '10.00', '0.00'],
      ['6.67', '-3.33', '0.00'],
      ['3.34', '-3.33', '0.00'],
      ['0.00', '-3.33', '-0.01'],
    ]);
  });

  it('rounds amounts towards zero to the jiao with DOWN (只舍不入)', () => {
    const trail = run([{ in: ['3', '1.37'] }, { out: '2' }, { out: '1' }], { roundingMode: 'DOWN', roundingPrecision: 'JIAO' });
    expect(trail.map((s) => [s.amount, s.unitCost, s.moved, s.variance])).toEqual([
      ['4.10', '1.366667', '4.10', '0.00'], // 4.11 → 4.1
      ['1.40', '1.366667', '-2.70', '0.00'], // −2.733334 → −2.7
      ['0.00', '1.366667', '-1.30', '-0.10'], // −1.366667 → −1.3, 0.10 left: variance
    ]);
  });

  it('rounds amounts away from zero to the yuan with UP (只入不舍)', () => {
    const trail = run([{ in: ['3', '1.37'] }, { out: '1' }, { out: '2' }], { roundingMode: 'UP', roundingPrecision: 'YUAN' });
    expect(trail.map((s) => [s.amount, s.unitCost, s.moved, s.variance])).toEqual([
      ['5.00', '1.666667', '5.00', '0.00'], // 4.11 → 5
      ['3.00', '1.666667', '-2.00', '0.00'], // −1.666667 → −2
      ['0.00', '1.666667', '-4.00', '1.00'], // −3.333334 → −4: 1.00 short, written back
    ]);
  });

  it('keeps the fen with NONE', () => {
    const trail = run([{ in: ['3', '1.333333'] }], { roundingMode: 'NONE', roundingPrecision: 'YUAN' });
    expect(trail[0]).toMatchObject({ amount: '4.00', unitCost: '1.333333' });
  });

  it('settles stock issued below zero at the cost of the receipt that covers it', () => {
    // 5 issued at 2.00 with nothing on hand (negative inventory allowed), then 8 arrive at 2.50:
    // the 3 left are worth 7.50; the 2.50 the issue understated is a variance.
    const trail = run([{ out: '5' }, { in: ['8', '2.5'] }], HALF_UP_FEN, costState(0, 0, 2));
    expect(trail).toEqual([
      { qty: '-5', amount: '-10.00', unitCost: '2.000000', moved: '-10.00', variance: '0.00' },
      { qty: '3', amount: '7.50', unitCost: '2.500000', moved: '20.00', variance: '-2.50' },
    ]);
  });

  it('revalues nothing but the unit cost when nothing is on hand', () => {
    const r = revalue(costState(0, 0, 2), new Dec('2.5'), HALF_UP_FEN);
    expect([r.state.amount.toFixed(2), r.state.unitCost.toFixed(6), r.delta.toFixed(2)]).toEqual(['0.00', '2.500000', '0.00']);
  });
});
