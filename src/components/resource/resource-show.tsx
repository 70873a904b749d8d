import { Suspense } from 'react';

import { useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PlainCard } from '@/components/plain/plain-card';
import '@/components/plain/plain-parts.css';
import { operationMeta, ShowDeclaration } from '@/resources/declaration';

import { Cell } from './table-cells';

import './resource-show.css';

// Said only when the record cannot be read: its code (an alert and its icons) is not part of the
// page's first download (issue 31; a curator lands on a page with this view).
const QueryErrorPanel = lazyPart(async () => (await import('@/components/feedback/query-error-panel')).QueryErrorPanel);

/**
 * Every detail view: the declared fields of one record, read with Refine's useOne (live), as a
 * bordered list of label and value, two pairs to a row on a wide screen (antd's Descriptions drawn
 * without antd: the program and learner pages, which show it first, load no antd for it). useOne,
 * not useShow: useShow keys its cache by the route's parameters too, so a page that reads the same
 * record for its title (program, learner) asked the server for it twice (issue 31).
 */
export const ResourceShow = <Row extends { id: string }>({ declaration, id, title }: { declaration: ShowDeclaration<Row>; id: string; title?: string }) => {
  const { t } = useTranslation('resources');
  const { result: found, query } = useOne<Row>({
    resource: declaration.resource,
    id,
    meta: operationMeta(declaration.document, declaration.selection),
    errorNotification: false,
  });
  if (query.isError)
    return (
      <Suspense fallback={null}>
        <QueryErrorPanel error={query.error} />
      </Suspense>
    );
  const record = query.isLoading ? undefined : found;
  return (
    <PlainCard title={title} data-testid={`show-${declaration.resource}`}>
      {/* While the record loads, each value's place shows a loading bar: the list has its final
          shape from the start and what is below it does not move (issue 31, layout shift). */}
      <dl className="resource-show" aria-busy={!record || undefined}>
        {declaration.fields.map((field) => (
          <div key={field.key}>
            <dt>{t(field.label)}</dt>
            <dd>
              {!record ? (
                <span className="plain-skeleton-line resource-show-loading" />
              ) : field.render ? (
                field.render(record)
              ) : (
                <Cell kind={field.kind} value={field.value ? field.value(record) : record[field.key]} labels={field.labels} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </PlainCard>
  );
};
