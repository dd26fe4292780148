import type { DocumentType, ReviewPolicy, RoundingMode, RoundingPrecision } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
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
  /** A price of zero may be entered (after the user confirms it); false refuses it. */
  ifZeroPrice: boolean;
  /** A purchase order line may be received up to ordered × (1 + this ratio). */
  overOrderCeilingRatio: string;
  /** The process configuration (流程配置) of the types the group configured, read with the rest. */
  processPolicies: Partial<Record<DocumentType, ProcessPolicy>>;
};

/** One document type's process configuration. */
export type ProcessPolicy = {
  reviewPolicy: ReviewPolicy;
  designatedReviewerIds: number[];
  /** Picking and boxing are required before a wholesale sale posts. */
  pickingRequired: boolean;
  /** A purchase receipt must name a purchase order. */
  receiptNeedsOrder: boolean;
};

/** The policy of a type: its own row, else the business configuration's review policy and no extra steps. */
export function processPolicyOf(config: DocumentConfig, type: DocumentType): ProcessPolicy {
  return (
    config.processPolicies[type] ?? {
      reviewPolicy: config.reviewPolicy,
      designatedReviewerIds: config.designatedReviewerIds,
      pickingRequired: false,
      receiptNeedsOrder: false,
    }
  );
}

export const DEFAULT_DOCUMENT_CONFIG: DocumentConfig = {
  ifNegativeInventory: false,
  ifVirtualStock: false,
  reviewPolicy: 'NONE',
  designatedReviewerIds: [],
  roundingMode: 'HALF_UP',
  roundingPrecision: 'FEN',
  autoCheckoutTime: null,
  ifZeroPrice: true,
  overOrderCeilingRatio: '0.1',
  processPolicies: {},
};

/**
 * The business configuration as a port: the composition root installs the basic module's
 * (src/ports.ts); tests and benchmarks may swap in their own (`fixedConfigPort`).
 */
export type ConfigPort = {
  get(executor: Executor, businessGroupId: number): Promise<DocumentConfig>;
  /**
   * The same configuration as one SQL value read inside another statement (the engine reads it
   * with the document an operation loads, so an operation makes one round trip fewer), and how
   * to read that value back: undefined when it is null (a group with no configuration row yet),
   * and `get` answers instead. A port without it is asked with `get`.
   */
  inline?: { sql(businessGroupId: number): SQL; parse(value: unknown): DocumentConfig | undefined };
};

/** Who may review: the hash of an employee's review authority code (the system module's). */
export type ReviewerPort = { reviewAuthorityCodeHash(executor: Executor, employeeId: number): Promise<string | null> };

const notInstalled = (): never => {
  throw new Error('document ports not installed (the composition root installs them: src/ports.ts)');
};
let current: ConfigPort = { get: notInstalled };
let reviewers: ReviewerPort = { reviewAuthorityCodeHash: notInstalled };

/** Installs the ports the engine reads through; called once by the composition root. */
export function installDocumentPorts(ports: { config: ConfigPort; reviewers: ReviewerPort }): void {
  current = ports.config;
  reviewers = ports.reviewers;
}

export function reviewAuthorityCodeHash(executor: Executor, employeeId: number): Promise<string | null> {
  return reviewers.reviewAuthorityCodeHash(executor, employeeId);
}

export function documentConfig(executor: Executor, businessGroupId: number): Promise<DocumentConfig> {
  return current.get(executor, businessGroupId);
}

/** The configuration as a value to select with another statement (null when the port has no inline form). */
export function documentConfigSql(businessGroupId: number): SQL {
  return current.inline?.sql(businessGroupId) ?? sql`null::json`;
}

/** The configuration from the value documentConfigSql selected, else read on its own. */
export async function documentConfigFrom(executor: Executor, businessGroupId: number, value: unknown): Promise<DocumentConfig> {
  return (value === null || value === undefined ? undefined : current.inline?.parse(value)) ?? current.get(executor, businessGroupId);
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
