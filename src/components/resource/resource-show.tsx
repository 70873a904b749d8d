import { useShow } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import { operationMeta, ShowDeclaration } from '@/resources/declaration';

import { Cell } from './table-cells';

import './resource-show.css';

/**
 * Every detail view: the declared fields of one record, read with Refine's useShow (live), as a
 * bordered list of label and value, two pairs to a row on a wide screen (antd's Descriptions drawn
 * without antd: the program and learner pages, which show it first, load no antd for it).
 */
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
    <PlainCard title={title} data-testid={`show-${declaration.resource}`}>
      {query.isLoading || !record ? (
        <PlainSkeleton />
      ) : (
        <dl className="resource-show">
          {declaration.fields.map((field) => (
            <div key={field.key}>
              <dt>{t(field.label)}</dt>
              <dd>
                {field.render ? (
                  field.render(record)
                ) : (
                  <Cell kind={field.kind} value={field.value ? field.value(record) : record[field.key]} labels={field.labels} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </PlainCard>
  );
};
