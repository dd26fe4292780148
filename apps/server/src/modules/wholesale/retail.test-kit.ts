// Test helpers of retail (not a test file): the calls a till clerk makes.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import type { TestApp } from '../../../test/harness';
import { today } from '../inventory/inventory.fixtures';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export type RetailKind = 'retailSale' | 'retailReturn';

export function tillClerk(t: TestApp, s: Session) {
  return {
    save: (kind: RetailKind, body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `/api/order/${kind}/add`, { billDate: today(), ...body }),
    op: (kind: RetailKind, operation: string, doc: { id: string; version: number }) =>
      t.call<DocumentOperationResult>(s, 'POST', `/api/order/${kind}/${operation}`, { id: doc.id, version: doc.version }),
    detail: (kind: RetailKind, id: string) => t.call<DocumentDetailView>(s, 'GET', `/api/order/${kind}/${id}`),
    setPriority: (inventoryPriority: 'WHOLESALE_FIRST' | 'RETAIL_FIRST') =>
      t.call(s, 'PUT', '/api/basic/sysBusinessConfig', { inventoryPriority }),
  };
}
