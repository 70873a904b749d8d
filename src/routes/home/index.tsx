import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import type { CurrentUser } from '@/providers/auth/auth-provider';

/** The signed-in landing; the shell's landing rules replace it. */
export const HomePage = () => {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { mutate: logout } = useLogout();
  return (
    <div style={{ padding: 48 }}>
      <Card>
        <Space direction="vertical">
          <Typography.Title level={3}>{t('app.name')}</Typography.Title>
          {user && <Typography.Text data-testid="signed-in-as">{t('home.signedInAs', { name: user.profile.fullName, email: user.email })}</Typography.Text>}
          <Button onClick={() => logout()}>{t('home.logout')}</Button>
        </Space>
      </Card>
    </div>
  );
};
