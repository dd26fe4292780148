import { useSuppliers } from '../../kit/supplier-options';
import { type LedgerKind, PartnerLedgerPage } from './partner-ledger';

const SUPPLIERS: LedgerKind = {
  base: '/api/finance/supplierLedger',
  exportPermission: 'finance:supplierLedger:export',
  field: 'supplierId',
  words: 'supplierLedger',
  testId: 'supplier-ledger',
  usePartners: useSuppliers,
};

/** 供应商往来账: every supplier's payable over a period (期初应付 … 预付余额), and one supplier's entries. */
export default function SupplierLedgerPage() {
  return <PartnerLedgerPage kind={SUPPLIERS} />;
}
