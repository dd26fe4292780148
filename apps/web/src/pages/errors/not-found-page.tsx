import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH } from '../../core/constants';
import { useNavigate } from '../../core/navigation';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="q-fullscreen-center">
      <Result
        status="404"
        title="404"
        subTitle={t('error:notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(INDEX_PATH)}>
            {t('common:backHome')}
          </Button>
        }
      />
    </div>
  );
}
