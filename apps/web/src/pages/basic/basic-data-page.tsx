import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../kit/export-action';
import { CompanyAccountTab } from './company-account-tab';
import { CurrencyTab } from './currency-tab';
import { DictTab } from './dict-tab';
import { TaxItemTab } from './tax-item-tab';
import './basic-data.css';

type TabKey = 'dict' | 'currency' | 'account' | 'tax';

/** Basic data (基础资料): dictionaries, currencies with their exchange rates, company accounts and tax items. */
export default function BasicDataPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('dict');
  return (
    <div className="q-page" data-testid="basic-data">
      <Tabs
        className="q-basic-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        // Only the shown tab is mounted, so only its list answers F1 / F10 / Enter.
        destroyOnHidden
        // The regions (行政区划) have no list here (forms pick them); they export as a whole.
        tabBarExtraContent={
          <ExportButton
            permission="system:basicData:export"
            url="/api/basic/geo/exportExcel"
            filters={{}}
            label={t('basic:tab.exportGeo')}
            testId="geo-export"
          />
        }
        items={[
          { key: 'dict', label: t('basic:tab.dict'), children: <DictTab /> },
          { key: 'currency', label: t('basic:tab.currency'), children: <CurrencyTab /> },
          { key: 'account', label: t('basic:tab.account'), children: <CompanyAccountTab /> },
          { key: 'tax', label: t('basic:tab.tax'), children: <TaxItemTab /> },
        ]}
      />
    </div>
  );
}
