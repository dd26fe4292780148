import { documentPages } from '../../kit/document/document-pages';
import { lazyPage, type PageEntry } from '../../kit/lazy-page';

/** Pages of the finance domain by menu `component` name. */
export const FINANCE_PAGES: Readonly<Record<string, PageEntry>> = {
  SupplierLedger: { page: lazyPage(() => import('./supplier-ledger-page')) },
  CustomerLedger: { page: lazyPage(() => import('./customer-ledger-page')) },
  ReceivableRecord: { page: lazyPage(() => import('./receivable/receivable-record-page')) },
  AccountClearPlan: {
    page: lazyPage(() => import('./clear-plan/clear-plan-page')),
    editor: lazyPage(() => import('./clear-plan/clear-plan-editor-page')),
  },
  ...documentPages('RECONCILIATION', () => import('./reconciliation/reconciliation-screen')),
};
