import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH } from '../core/constants';
import { useNavigate } from '../core/navigation';

/**
 * A menu whose page is not built yet: what the screen will do, in the user's language, and
 * that it is on its way; never a crash and never the component's code name.
 */
export function NotAvailablePage({ title, component }: { title: string; component: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const key = component ? `screens:${component}` : null;
  const purpose = key && i18n.exists(key) ? t(key) : null;
  return (
    <div className="q-page" data-testid="not-available">
      <Result
        icon={<ClockCircleOutlined style={{ color: '#1677ff' }} />}
        title={title}
        subTitle={
          <div className="q-not-available-text">
            {/* Plain elements: this page is part of the shell's bundle, Typography is not. */}
            {purpose ? (
              <p className="q-not-available-purpose" data-testid="screen-purpose">
                {purpose}
              </p>
            ) : null}
            <span>{t('kit:notAvailable')}</span>
          </div>
        }
        extra={<Button onClick={() => navigate(INDEX_PATH)}>{t('common:backHome')}</Button>}
      />
    </div>
  );
}
