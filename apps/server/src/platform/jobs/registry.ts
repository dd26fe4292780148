import type { Config } from '../config';
import type { Database } from '../db/client';

/** A background job a module contributes; `startJobs` creates its queue and worker. */
export type JobDefinition = {
  queue: string;
  /** Cron expression for a scheduled job (server time zone). */
  cron?: string;
  pollingIntervalSeconds?: number;
  handler: (data: unknown, ctx: { database: Database; config: Config }) => Promise<unknown>;
};

const definitions: JobDefinition[] = [];

/** Modules call this when their routes are registered (before startJobs). */
export function registerJob(definition: JobDefinition): void {
  if (!definitions.some((d) => d.queue === definition.queue)) definitions.push(definition);
}

export function registeredJobs(): readonly JobDefinition[] {
  return definitions;
}
