import { Avatar, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { initialOf } from '@/components/shell/sidebar/account-menu';
import type { CurrentUser } from '@/providers/auth/current-user';

/** Avatar, name, e-mail and the four counts of spec 02 §2. */
export const ProfileCard = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation('account');
  const counts = [
    { key: 'adminOrganizations', value: user.managerOrganizations.length },
    { key: 'curatorOrganizations', value: user.editorOrganizations.length },
    { key: 'curatorGroups', value: user.editorCompanies.length },
    { key: 'curatorPrograms', value: user.editorCourses.length },
  ];
  return (
    <Card data-testid="profile-card">
      <Row gutter={[24, 24]} align="middle">
        <Col flex="none">
          <Avatar size={72} src={user.profile.imageUrl ?? undefined} style={{ background: '#1E5EFF', fontSize: 32 }}>
            {initialOf(user)}
          </Avatar>
        </Col>
        <Col flex="auto">
          {/* The page's second level (after its h1), drawn at the size it had. */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            {user.profile.fullName || t('card.noName')}
          </Typography.Title>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Col>
      </Row>
      <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
        {counts.map((count) => (
          <Col key={count.key} xs={12} md={6}>
            <Statistic title={t(`card.${count.key}`)} value={count.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
