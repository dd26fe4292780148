import { z } from 'zod';
import { optionalText } from './common';
import { documentSaveBody, wireId } from './document';

// ---- points (积分, DOMAIN 14) --------------------------------------------------------------

/**
 * Signed whole points of an adjustment: > 0 grants, < 0 redeems (兑换); never 0, at most
 * 9 digits either way.
 */
export const pointsChange = z
  .union([z.string(), z.number()], { error: 'must not be empty' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'must not be empty', abort: true })
  .refine((v) => /^[+-]?\d{1,9}$/.test(v), { message: 'must be a whole number of points', abort: true })
  .refine((v) => Number(v) !== 0, 'the points must not be 0')
  .transform((v) => Number(v));

/** The adjustment's one line: the points (signed) and a remark. */
export const pointsAdjustLine = z.object({ points: pointsChange, remark: optionalText(200) });

/** 积分调整单 (CUSTOMER_REWARD): one customer, a required reason, one signed line of points. */
export const pointsAdjustSaveBody = documentSaveBody(
  {
    customerId: wireId,
    reason: z.string({ error: 'must not be empty' }).trim().min(1, 'must not be empty').max(200),
  },
  pointsAdjustLine,
).superRefine((body, ctx) => {
  if (body.lines.length > 1) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'an adjustment has one line of points' });
});
export type PointsAdjustSaveBody = z.input<typeof pointsAdjustSaveBody>;

/** The points balances of some customers of the active group (at most 200). */
export const pointsBalanceBody = z.object({ customerIds: z.array(wireId).min(1).max(200) });
export type PointsBalanceBody = z.input<typeof pointsBalanceBody>;

/** A customer's points today: the balance and the reward ratio (percent: points per 100 yuan of return-point goods). */
export type PointsBalanceView = { customerId: string; points: number; rewardRatio: string };
