import {
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  type CustomerStatus,
  REBATE_TYPES,
  SUPPLIER_STATUSES,
  SUPPLIER_TYPES,
  type SupplierStatus,
  TAXPAYER_TYPES,
} from '@quire/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, string> = {
  NORMAL: 'success',
  DISABLED: 'default',
  STOPPED: 'warning',
  CLOSED: 'error',
};

/** 正常 / 停用 / 禁止 / 永久关闭 as a coloured tag. */
export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={CUSTOMER_STATUS_COLORS[status]} data-status={status}>
      {t(`partner:customer.statuses.${status}`)}
    </Tag>
  );
}

export function SupplierStatusTag({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'ENABLE' ? 'success' : 'default'} data-status={status}>
      {t(`partner:supplier.statuses.${status}`)}
    </Tag>
  );
}

/** Select options of the partner enums, in the user's language. */
export function usePartnerOptions() {
  const { t } = useTranslation();
  return {
    customerStatuses: CUSTOMER_STATUSES.map((value) => ({ value, label: t(`partner:customer.statuses.${value}`) })),
    customerTypes: CUSTOMER_TYPES.map((value) => ({ value, label: t(`partner:customer.types.${value}`) })),
    rebateTypes: REBATE_TYPES.map((value) => ({ value, label: t(`partner:customer.rebateTypes.${value}`) })),
    presetPriceSets: [1, 2, 3, 4].map((value) => ({ value, label: t('partner:customer.presetPriceN', { n: value }) })),
    supplierStatuses: SUPPLIER_STATUSES.map((value) => ({ value, label: t(`partner:supplier.statuses.${value}`) })),
    taxpayerTypes: TAXPAYER_TYPES.map((value) => ({ value, label: t(`partner:supplier.taxpayerTypes.${value}`) })),
    supplierTypes: SUPPLIER_TYPES.map((value) => ({ value, label: t(`partner:supplier.types.${value}`) })),
  };
}
