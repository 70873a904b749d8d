import { useMemo } from 'react';

import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useCan, useDelete, useOne } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { PlainIcon } from '@/components/plain/plain-icon';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { csvColumnOf } from '@/components/resource/csv';
import { ResourceForm } from '@/components/resource/resource-form';
import { ResourceShow } from '@/components/resource/resource-show';
import { ResourceTable } from '@/components/resource/resource-table';
import { useErrorNotification } from '@/errors/use-error-toast';
import { operationMeta } from '@/resources/declaration';
import { genericResource } from '@/resources/declared-resources';
import type { DeclaredResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';
import { PageTitle } from '@/components/page-title/page-title';

/** The declared resource of the address (the route gate shows 'Page not found!' for any other), with its workspace. */
const useDeclared = () => {
  const params = useParams();
  const declared = genericResource(params.resource);
  const organizationId = declared?.scope === 'workspace' ? params.organizationId : undefined;
  return { declared, organizationId, id: params.id, scope: { organizationId } };
};

/** Addresses of a declared resource's pages: under the workspace for workspace-scoped resources. */
const pathTo = (declared: DeclaredResource, organizationId: string | undefined, page: 'list' | 'create' | 'show' | 'edit', id = '') => {
  const resource = declared.resource;
  if (organizationId) {
    if (page === 'list') return buildPath('workspaceRecords', { organizationId, resource });
    if (page === 'create') return buildPath('workspaceRecordCreate', { organizationId, resource });
    return buildPath(page === 'show' ? 'workspaceRecord' : 'workspaceRecordEdit', { organizationId, resource, id });
  }
  if (page === 'list') return buildPath('records', { resource });
  if (page === 'create') return buildPath('recordCreate', { resource });
  return buildPath(page === 'show' ? 'record' : 'recordEdit', { resource, id });
};

/** Refine's access-control check of one action on the resource, in the page's workspace. */
const useAllowed = (declared: DeclaredResource | undefined, action: 'create' | 'edit' | 'delete', organizationId: string | undefined) =>
  useCan({ resource: declared?.resource ?? '', action, params: { scope: { organizationId } } }).data?.can === true;

/** Delete with a confirmation naming the record; afterwards the list, never the deleted record's page. */
const DeleteRecordButton = ({ declared, organizationId, id, name }: { declared: DeclaredResource; organizationId?: string; id: string; name: string }) => {
  const { t } = useTranslation('resources');
  const navigate = useNavigate();
  const notificationFor = useErrorNotification();
  const { mutateAsync, mutation } = useDelete();
  if (!useAllowed(declared, 'delete', organizationId)) return null;
  const remove = async () => {
    await mutateAsync({
      resource: declared.resource,
      id,
      meta: declared.deleteDocument ? { gqlMutation: declared.deleteDocument } : undefined,
      errorNotification: notificationFor,
      successNotification: false,
      invalidates: ['list'],
    });
    await navigate(pathTo(declared, organizationId, 'list'));
  };
  return (
    // ConfirmButton: the question takes focus, Escape closes it, and focus comes back to the button.
    <ConfirmButton
      question={t('records.deleteConfirm', { name })}
      okText={t('records.delete')}
      cancelText={t('records.cancel')}
      onConfirm={remove}
      danger
      icon={<PlainIcon definition={DeleteOutlined} aria-hidden />}
      loading={mutation.isPending}
      data-testid="record-delete"
    >
      {t('records.delete')}
    </ConfirmButton>
  );
};

export const DeclaredListPage = () => {
  const { t } = useTranslation('resources');
  const { declared, organizationId } = useDeclared();
  const canCreate = useAllowed(declared, 'create', organizationId);
  const table = useMemo(() => {
    if (!declared) return undefined;
    // The name opens the record; the CSV has the table's columns under their translated labels.
    const columns = declared.table.columns.map((column) =>
      column.key === declared.nameField ? { ...column, link: (row: { id: string }) => pathTo(declared, organizationId, 'show', row.id) } : column,
    );
    const csv = declared.csv ? { filename: `${declared.resource}.csv`, columns: declared.table.columns.map((column) => csvColumnOf(column, t)) } : undefined;
    return { ...declared.table, columns, csv };
  }, [declared, organizationId, t]);
  if (!declared || !table) return null;
  return (
    <>
      <Space align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{t(declared.title)}</PageTitle>
        {canCreate && (
          <Link to={pathTo(declared, organizationId, 'create')}>
            <Button type="primary" icon={<PlainIcon definition={PlusOutlined} aria-hidden />} data-testid="record-create">
              {t('records.create')}
            </Button>
          </Link>
        )}
      </Space>
      <ResourceTable
        declaration={table}
        workspaceId={organizationId}
        permanentFilters={organizationId ? [{ field: 'organizationId', operator: 'eq', value: organizationId }] : []}
      />
    </>
  );
};

export const DeclaredCreatePage = () => {
  const { t } = useTranslation('resources');
  const navigate = useNavigate();
  const { declared, organizationId } = useDeclared();
  if (!declared) return null;
  return (
    <>
      <PageTitle>{t('records.newTitle', { resource: t(declared.title) })}</PageTitle>
      <ResourceForm
        declaration={declared.form}
        fixedValues={organizationId ? { organizationId } : undefined}
        workspaceId={organizationId}
        onSaved={(id) => void navigate(pathTo(declared, organizationId, 'show', id))}
        extra={<Link to={pathTo(declared, organizationId, 'list')}>{t('records.cancel')}</Link>}
      />
    </>
  );
};

/** The record's name for titles and the delete confirmation, from the record the detail page reads (one request). */
const useRecordName = (declared: DeclaredResource | undefined, id: string | undefined): string => {
  const { result } = useOne<Record<string, unknown>>({
    resource: declared?.resource ?? '',
    id: id ?? '',
    meta: operationMeta(declared?.show.document, declared?.show.selection),
    queryOptions: { enabled: !!declared && !!id },
    errorNotification: false,
  });
  const name = result?.[declared?.nameField ?? 'id'];
  return typeof name === 'string' ? name : '';
};

export const DeclaredShowPage = () => {
  const { t } = useTranslation('resources');
  const { declared, organizationId, id } = useDeclared();
  const name = useRecordName(declared, id);
  const canEdit = useAllowed(declared, 'edit', organizationId);
  if (!declared || !id) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Link to={pathTo(declared, organizationId, 'list')}>{t(declared.title)}</Link>
      {/* The page's one h1 is the record's name; the card below holds its fields. */}
      <PageTitle screen={name || t(declared.title)}>{name || t(declared.title)}</PageTitle>
      <ResourceShow declaration={declared.show} id={id} />
      <Space>
        {canEdit && (
          <Link to={pathTo(declared, organizationId, 'edit', id)}>
            <Button icon={<PlainIcon definition={EditOutlined} aria-hidden />} data-testid="record-edit">
              {t('records.edit')}
            </Button>
          </Link>
        )}
        <DeleteRecordButton declared={declared} organizationId={organizationId} id={id} name={name} />
      </Space>
    </Space>
  );
};

export const DeclaredEditPage = () => {
  const { t } = useTranslation('resources');
  const { declared, organizationId, id } = useDeclared();
  const name = useRecordName(declared, id);
  if (!declared || !id) return null;
  return (
    <>
      <Link to={pathTo(declared, organizationId, 'show', id)}>{name || t(declared.title)}</Link>
      <PageTitle>{t('records.editTitle', { name })}</PageTitle>
      <ResourceForm
        declaration={declared.form}
        id={id}
        workspaceId={organizationId}
        extra={<DeleteRecordButton declared={declared} organizationId={organizationId} id={id} name={name} />}
      />
    </>
  );
};
