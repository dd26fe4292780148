import type { DocumentType } from './document';

// ---- home page (portal/page) ------------------------------------------------------------------

export const AGEING_BUCKETS = ['D0_30', 'D31_60', 'D61_90', 'D90_PLUS'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Today's and this month's total of a figure. */
export type PortalFigure = { today: string; month: string };

/**
 * The home page of the active business group. A section the caller has no screen for is null
 * (its link would lead nowhere); gross margin leaves only for holders of costPrice.
 */
export type PortalPage = {
  today: string;
  monthStart: string;
  sales: PortalFigure | null;
  grossMargin?: PortalFigure | null;
  purchases: PortalFigure | null;
  collections: PortalFigure | null;
  /** One point per day of the last 30, oldest first, zero-filled; a series without its screen is null. */
  trend: { date: string; sales: string | null; purchases: string | null }[];
  receivables: { bucket: AgeingBucket; amount: string }[] | null;
  payables: { bucket: AgeingBucket; amount: string }[] | null;
  /** Documents in draft the caller may review, per type with its list's menu path. */
  waitingReview: { documentType: DocumentType; count: number; menu: string }[];
  lowStock: { skuId: string; skuCode: string; skuName: string; available: string; lowerLimit: string }[] | null;
};
