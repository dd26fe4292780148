import type { ReviewPolicy, RoundingMode, RoundingPrecision } from '@quire/contracts';
import { getBusinessConfig } from '../modules/basic/index';
import type { Executor } from '../platform/db/client';

/** What the document engine and the stock ledger read from the business configuration. */
export type DocumentConfig = {
  ifNegativeInventory: boolean;
  ifVirtualStock: boolean;
  reviewPolicy: ReviewPolicy;
  /** DESIGNATED: who may review (empty: anyone holding a review authority code). */
  designatedReviewerIds: number[];
  roundingMode: RoundingMode;
  roundingPrecision: RoundingPrecision;
  /** HH:mm of the automatic daily checkout, or null. */
  autoCheckoutTime: string | null;
};

export const DEFAULT_DOCUMENT_CONFIG: DocumentConfig = {
  ifNegativeInventory: false,
  ifVirtualStock: false,
  reviewPolicy: 'NONE',
  designatedReviewerIds: [],
  roundingMode: 'HALF_UP',
  roundingPrecision: 'FEN',
  autoCheckoutTime: null,
};

/**
 * The business configuration as a port: the basic module's `getBusinessConfig` behind it;
 * tests and benchmarks may install their own (`fixedConfigPort`).
 */
export type ConfigPort = { get(executor: Executor, businessGroupId: number): Promise<DocumentConfig> };

/** The basic module's configuration of the group (created with its defaults on first read). */
export const businessConfigPort: ConfigPort = {
  get: async (executor, businessGroupId) => {
    const c = await getBusinessConfig(executor, businessGroupId);
    return {
      ifNegativeInventory: c.ifNegativeInventory,
      ifVirtualStock: c.ifVirtualStock,
      reviewPolicy: c.reviewPolicy,
      designatedReviewerIds: (c.designatedReviewerIds ?? []).map(Number),
      roundingMode: c.roundingMode,
      roundingPrecision: c.roundingPrecision,
      autoCheckoutTime: c.autoCheckoutTime ?? null,
    };
  },
};

const defaultPort: ConfigPort = businessConfigPort;
let current: ConfigPort = defaultPort;

export function documentConfig(executor: Executor, businessGroupId: number): Promise<DocumentConfig> {
  return current.get(executor, businessGroupId);
}

/** Swaps the port; returns a function that puts the previous one back. */
export function useConfigPort(port: ConfigPort): () => void {
  const previous = current;
  current = port;
  return () => {
    current = previous;
  };
}

/** A port answering fixed values per business group (tests, benchmarks). */
export function fixedConfigPort(values: Map<number, Partial<DocumentConfig>> | Partial<DocumentConfig>): ConfigPort & {
  set(businessGroupId: number, value: Partial<DocumentConfig>): void;
} {
  const perGroup = values instanceof Map ? values : new Map<number, Partial<DocumentConfig>>();
  const all = values instanceof Map ? {} : values;
  return {
    get: async (_executor, businessGroupId) => ({ ...DEFAULT_DOCUMENT_CONFIG, ...all, ...(perGroup.get(businessGroupId) ?? {}) }),
    set(businessGroupId, value) {
      perGroup.set(businessGroupId, value);
    },
  };
}
