import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu whose page is not built yet: a clear notice, never a crash. */
export function NotAvailablePage({ title, component }: { title: string; component: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="q-page" data-testid="not-available">
      <Result
        status="info"
        title={title}
        subTitle={t('kit:notAvailable')}
        extra={component ? <code style={{ color: '#8c8c8c' }}>{component}</code> : null}
      />
    </div>
  );
}
