import { FilterableField } from '@ptc-org/nestjs-query-graphql';

/**
 * A filterable boolean that also takes eq and neq: nestjs-query's own boolean comparison only has
 * is/isNot, while Refine's provider (and spec 02 §5) filter booleans with eq and ne.
 */
export const FilterableBoolean = (options: { description?: string } = {}): PropertyDecorator =>
  FilterableField(() => Boolean, {
    ...options,
    allowedComparisons: ['is', 'isNot', 'eq', 'neq'],
    overrideFilterTypeNamePrefix: 'BooleanEquality',
  });
