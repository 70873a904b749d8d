import { type BaseRecord, useMany } from '@refinedev/core';

import type { ReferenceDeclaration } from '@/resources/declaration';

/** The referenced resource's generated list of names, or (not generated yet) the selection to build one from. */
export const optionsMeta = (reference: ReferenceDeclaration) =>
  reference.optionsDocument ? { gqlQuery: reference.optionsDocument } : { fields: ['id', reference.labelField] };

/**
 * A referenced record's name where only its id is at hand (an applied filter's tag). Apart from
 * the dropdown (reference-select.tsx) so a table page shows it without loading antd's Select.
 */
export const ReferenceName = ({ reference, id }: { reference: ReferenceDeclaration; id: string }) => {
  // By the list of names (getMany), the same document the dropdown reads.
  const { result } = useMany<BaseRecord>({ resource: reference.resource, ids: [id], meta: optionsMeta(reference), errorNotification: false });
  const name: unknown = result.data[0]?.[reference.labelField];
  return <>{typeof name === 'string' ? name : id}</>;
};
