import { PARTNER_BANK_ACCOUNT_MAX } from '@quire/contracts';
import { Col, type ColProps, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MNEMONIC_PATTERN, PHONE_PATTERN, TAX_NO_PATTERN } from './customer/customer-rules';

// Fields customers and suppliers both have, labelled from the partner's own field names.

type Partner = 'customer' | 'supplier';

const upper = (v: string) => v?.toUpperCase();

/** The mnemonic (助记码) clerks type to find the partner. */
export function MnemonicField({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="mnemonic"
      label={t(`partner:${partner}.fields.mnemonic`)}
      tooltip={t('partner:customer.mnemonicHint')}
      normalize={upper}
      rules={[{ max: 50 }, { pattern: MNEMONIC_PATTERN, message: t('partner:customer.mnemonicPattern') }]}
    >
      <Input maxLength={50} placeholder={t('partner:customer.mnemonicPlaceholder')} />
    </Form.Item>
  );
}

/** Tax number, bank and bank account, each in a grid column of size `col`. */
export function BankFields({ partner, col }: { partner: Partner; col: ColProps }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`partner:${partner}.fields.${field}`);
  return (
    <>
      <Col {...col}>
        <Form.Item
          name="taxNo"
          label={label('taxNo')}
          normalize={upper}
          rules={[{ max: 30 }, { pattern: TAX_NO_PATTERN, message: t('partner:customer.taxNoPattern') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="bankName" label={label('bankName')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="bankAccount"
          label={label('bankAccount')}
          rules={[{ max: PARTNER_BANK_ACCOUNT_MAX, message: t('partner:bankAccountMax', { max: PARTNER_BANK_ACCOUNT_MAX }) }]}
        >
          <Input maxLength={PARTNER_BANK_ACCOUNT_MAX} showCount />
        </Form.Item>
      </Col>
    </>
  );
}

/** The contact person and phone, each in a grid column of size `col`. */
export function ContactFields({ partner, col }: { partner: Partner; col: ColProps }) {
  const { t } = useTranslation();
  return (
    <>
      <Col {...col}>
        <Form.Item name="contactName" label={t(`partner:${partner}.fields.contactName`)} rules={[{ max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="contactPhone"
          label={t(`partner:${partner}.fields.contactPhone`)}
          rules={[{ max: 30 }, { pattern: PHONE_PATTERN, message: t('partner:customer.phonePattern') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Col>
    </>
  );
}
