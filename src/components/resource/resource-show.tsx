import { useShow } from '@refinedev/core';
import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { operationMeta, ShowDeclaration } from '@/resources/declaration';

import { Cell } from './table-cells';

/** Every detail view: the declared fields of one record, read with Refine's useShow (live). */
export const ResourceShow = <Row extends { id: string }>({ declaration, id, title }: { declaration: ShowDeclaration<Row>; id: string; title?: string }) => {
  const { t } = useTranslation('resources');
  const { result: record, query } = useShow<Row>({
    resource: declaration.resource,
    id,
    meta: operationMeta(declaration.document, declaration.selection),
    errorNotification: false,
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  return (
    <Card title={title} data-testid={`show-${declaration.resource}`}>
      {query.isLoading || !record ? (
        <Skeleton active />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          {declaration.fields.map((field) => (
            <Descriptions.Item key={field.key} label={t(field.label)}>
              {field.render ? (
                field.render(record)
              ) : (
                <Cell kind={field.kind} value={field.value ? field.value(record) : record[field.key]} labels={field.labels} />
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
};
