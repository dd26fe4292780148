import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH, LOGIN_PATH } from '../../core/constants';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { logOut } from '../../kit/session-actions';

export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  return (
    <div className="q-fullscreen-center">
      <Result
        status="403"
        title="401"
        subTitle={t('error:noPermission')}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(INDEX_PATH)}>
            {t('common:backHome')}
          </Button>,
          token ? (
            <Button
              key="relogin"
              onClick={() => {
                void logOut().then(() => navigate(LOGIN_PATH, { replace: true }));
              }}
            >
              {t('error:relogin')}
            </Button>
          ) : null,
        ]}
      />
    </div>
  );
}
