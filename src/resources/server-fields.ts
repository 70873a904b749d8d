import { SERVER_FIELDS } from '@/graphql/declared-documents';

import type { FormFieldDeclaration, ServerFieldRules } from './declaration';
import type { DeclaredField } from './define-resource';

/**
 * A declared field with what the server declares of it (SERVER_FIELDS, generated from the server's
 * declarations): its default, its limits, an enum's or a list's values, whether it may be empty. A
 * limit the SPA declaration also gives is kept only where it is stricter, so the form never lets
 * through what the server refuses.
 */
export type ResolvedField<Row> = DeclaredField<Row> &
  Pick<FormFieldDeclaration, 'pattern' | 'maxItems' | 'itemMaxLength' | 'itemPattern' | 'defaultValue' | 'nullable' | 'numberKind'>;

const NUMBER_KINDS: Record<string, FormFieldDeclaration['numberKind']> = { integer: 'integer', money: 'money', real: 'real' };

const defined = (values: Array<number | undefined>): number[] => values.filter((value): value is number => value !== undefined);
const smallest = (...values: Array<number | undefined>): number | undefined => (defined(values).length ? Math.min(...defined(values)) : undefined);
const largest = (...values: Array<number | undefined>): number | undefined => (defined(values).length ? Math.max(...defined(values)) : undefined);

export const serverRulesOf = (resource: string, key: string): ServerFieldRules | undefined => SERVER_FIELDS[resource]?.[key];

export const withServerRules = <Row>(resource: string, key: string, field: DeclaredField<Row>): ResolvedField<Row> => {
  const server = serverRulesOf(resource, key);
  if (!server) return field;
  return {
    ...field,
    values: field.values ?? server.values,
    minLength: largest(field.minLength, server.minLength),
    maxLength: smallest(field.maxLength, server.maxLength),
    min: largest(field.min, server.min),
    max: smallest(field.max, server.max),
    pattern: server.pattern,
    maxItems: server.maxItems,
    itemMaxLength: server.itemMaxLength,
    itemPattern: server.itemPattern,
    defaultValue: server.default,
    nullable: server.nullable === true,
    numberKind: NUMBER_KINDS[server.kind],
  };
};
