import { useCustomers } from '../../kit/customer-options';
import { type LedgerKind, PartnerLedgerPage } from './partner-ledger';

const CUSTOMERS: LedgerKind = {
  base: '/api/finance/customerLedger',
  exportPermission: 'finance:customerLedger:export',
  field: 'customerId',
  words: 'customerLedger',
  testId: 'customer-ledger',
  usePartners: useCustomers,
};

/** 客户往来账: every customer's receivable over a period (期初应收 … 预收余额), and one customer's entries. */
export default function CustomerLedgerPage() {
  return <PartnerLedgerPage kind={CUSTOMERS} />;
}
