// Test helpers of the customer credit sheet (not a test file): the calls a finance clerk makes
// on credit sheets and the credit summary.
import { type CustomerCreditSummaryView, DOCUMENT_SCREENS, type DocumentOperationResult } from '@quire/contracts';
import type { TestApp } from '../../../test/harness';
import { today } from '../inventory/inventory.fixtures';
import type { Res } from './collection.test-kit';
import { financeClerk } from './collection.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export const CREDIT = DOCUMENT_SCREENS.CUSTOMER_CREDIT;

/** A day `n` days from today (UTC, as the test database's current_date). */
export const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export function creditClerk(t: TestApp, s: Session) {
  const { ok } = financeClerk(t, s);
  const api = {
    ok,
    save: (body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `${CREDIT.base}/add`, { billDate: today(), ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    op: (operation: string, doc: { id: string; version: number }) =>
      t.call<DocumentOperationResult>(s, 'POST', `${CREDIT.base}/${operation}`, { id: doc.id, version: doc.version }) as Promise<
        Res<DocumentOperationResult>
      >,
    /** A permanent sheet of `amount`, saved and reviewed. */
    permanent: async (customerId: string, amount: string) =>
      ok(api.op('review', await ok(api.save({ customerId, creditType: 'PERMANENT', lines: [{ amount }] })))),
    /** A temporary sheet of `amount` valid from..to, saved and reviewed. */
    temporary: async (customerId: string, amount: string, validFrom = today(), validTo = dayFromToday(30)) =>
      ok(api.op('review', await ok(api.save({ customerId, creditType: 'TEMPORARY', validFrom, validTo, lines: [{ amount }] })))),
    summary: async (customerId: string) =>
      (
        await ok(
          t.call<CustomerCreditSummaryView[]>(s, 'POST', `${CREDIT.base}/summary`, { customerIds: [customerId] }) as Promise<
            Res<CustomerCreditSummaryView[]>
          >,
        )
      )[0],
  };
  return api;
}
