import { Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_FORMAT } from '../../core/constants';
import { menuRoots, visibleMenu } from '../../core/menu-routes';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { MenuIcon } from '../../kit/menu-icon';

/** The index page: who and where the user is, and a way into each of their menus. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const groups = useMemo(() => visibleMenu(menuRoots(user?.permissions)), [user?.permissions]);

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
