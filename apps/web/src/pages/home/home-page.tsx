import { StarFilled } from '@ant-design/icons';
import type { MenuNode } from '@quire/contracts';
import { Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../core/constants';
import { menuRoots, visibleMenu } from '../../core/menu-routes';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { useFavorites } from '../../kit/favorites';
import { MenuIcon } from '../../kit/menu-icon';
import { PortalDashboard } from './portal-dashboard';

/** Drops screens not built yet (and groups left empty): the home page links only to what opens. */
export function builtGroups(groups: readonly MenuNode[], isBuilt: (component: string | null) => boolean): MenuNode[] {
  return groups.flatMap((group) => {
    if (group.children.length === 0) return group.component && isBuilt(group.component) ? [group] : [];
    const children = group.children.filter((n) => n.children.length > 0 || (n.component !== null && isBuilt(n.component)));
    return children.length > 0 ? [{ ...group, children }] : [];
  });
}

const always = () => true;

/**
 * The index page: who and where the user is, the day's business (figures and charts from
 * portal/page), their favorite screens, and a way into each screen of their menus that is
 * built (`isBuilt`, handed over by the app's registry).
 */
export default function HomePage({ isBuilt = always }: { isBuilt?: (component: string | null) => boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const menu = useMemo(() => visibleMenu(menuRoots(user?.permissions)), [user?.permissions]);
  const groups = useMemo(() => builtGroups(menu, isBuilt), [menu, isBuilt]);
  const favorites = useFavorites().screens.filter((s) => isBuilt(s.component));

  return (
    <div className="q-page" data-testid="home-page">
      <div className="q-home-hero">
        <Typography.Title level={4}>{t('home:welcome', { name: user?.employeeName ?? '' })}</Typography.Title>
        <Space wrap size={[8, 4]}>
          <span>{t('home:today', { date: dayjs().format(`${DATE_FORMAT} dddd`) })}</span>
          {user ? <Tag color="blue">{user.belongName}</Tag> : null}
          {user ? <Tag>{t('home:employeeNo', { no: user.employeeNo })}</Tag> : null}
        </Space>
      </div>
      <PortalDashboard menu={menu} isBuilt={isBuilt} />
      <Card
        size="small"
        className="q-home-favorites"
        data-testid="home-favorites"
        style={{ marginBottom: 16 }}
        title={
          <Space>
            <StarFilled className="q-favorite-star" />
            {t('home:favorites')}
          </Space>
        }
      >
        {favorites.length === 0 ? (
          <Typography.Text type="secondary">{t('home:noFavorites')}</Typography.Text>
        ) : (
          <Space wrap size={[8, 8]}>
            {favorites.map((f) => (
              <Button
                key={f.key}
                icon={f.iconName ? <MenuIcon name={f.iconName} /> : undefined}
                onClick={() => navigate(f.path)}
                data-favorite-path={f.path}
              >
                {f.title}
              </Button>
            ))}
          </Space>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        {groups.length === 0 ? (
          <Col span={24}>
            <Empty description={t('home:noMenus')} />
          </Col>
        ) : (
          groups.map((group) => (
            <Col key={group.id} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={
                  <Space>
                    <MenuIcon name={group.iconName} />
                    {group.title}
                  </Space>
                }
              >
                <Space wrap size={[6, 8]}>
                  {(group.children.length > 0 ? group.children : [group]).map((node) => (
                    <Tag.CheckableTag
                      key={node.id}
                      checked={false}
                      onChange={() => navigate(node.path)}
                      style={{ border: '1px solid #d9d9d9' }}
                    >
                      {node.title}
                    </Tag.CheckableTag>
                  ))}
                </Space>
              </Card>
            </Col>
          ))
        )}
        <Col xs={24} md={12} xl={8}>
          <Card
            size="small"
            title={t('shell:shortcuts.title')}
            extra={
              <Button type="link" size="small" onClick={() => useShellUi.getState().setShortcutsOpen(true)}>
                {t('home:allShortcuts')}
              </Button>
            }
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('home:shortcutsHint')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
