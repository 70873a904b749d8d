import { Suspense, useState } from 'react';

import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PlainButton } from '@/components/plain/plain-button';
import { ResourceTable } from '@/components/resource/resource-table';
import type { User } from '@/graphql/schema.types';
import { USERS } from '@/resources/users/resource';
import { PageTitle } from '@/components/page-title/page-title';

/** The confirmation (antd's Modal) loads with antd when first asked for: the page itself is plain. */
const TypeToDeleteDialog = lazyAntd(async () => (await import('@/components/confirm/type-to-delete-dialog')).TypeToDeleteDialog);

/** /users (platform admins): everyone with an account; deleting one needs the word typed. */
export const UsersPage = () => {
  const { t } = useTranslation('resources');
  const { mutateAsync: remove } = useDelete();
  const [deleting, setDeleting] = useState<User | null>(null);
  const asked = useOpenedOnce(deleting !== null);
  return (
    <>
      <PageTitle>{t('users.title')}</PageTitle>
      <ResourceTable
        declaration={USERS.table}
        actionColumn={(row) => (
          <PlainButton
            danger
            size="small"
            icon={<PlainIcon definition={DeleteOutlined} aria-hidden />}
            aria-label={t('confirm.delete')}
            onClick={() => setDeleting(row)}
          />
        )}
      />
      {asked && (
        <Suspense fallback={null}>
          <TypeToDeleteDialog
            open={!!deleting}
            title={t('confirm.delete')}
            body={deleting ? `${deleting.fullName || deleting.email} (${deleting.email})` : ''}
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              if (deleting) await remove({ resource: 'users', id: deleting.id });
            }}
          />
        </Suspense>
      )}
    </>
  );
};
