import { textLength, ID_LENGTH } from './build-entity';
import { INT32, LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from './field-validation';
import { FieldDefinition, hasDefault, isExposed, isNullable } from './fields';
import type { RegisteredResource } from './resource-registry';

/*
 * What a client's form needs to know of each field beyond its GraphQL type: the value a new record
 * starts with, the limits its input is validated against (the same figures field-validation.ts
 * uses), and an enum's or a list's allowed values. `npm run schema` writes it beside the schema
 * (schema/resource-fields.json) and `npm run codegen` carries the SPA's declared fields into its
 * registry, so a SPA declaration restates none of it.
 */

export type FieldManifest = {
  kind: FieldDefinition['kind'];
  default?: string | number | boolean;
  nullable?: true;
  minLength?: number;
  maxLength?: number;
  pattern?: { source: string; flags: string };
  min?: number;
  max?: number;
  values?: readonly string[];
  maxItems?: number;
  itemMaxLength?: number;
  itemPattern?: { source: string; flags: string };
};

const patternOf = (pattern: RegExp | undefined) => (pattern ? { pattern: { source: pattern.source, flags: pattern.flags } } : {});

const limitsOf = (definition: FieldDefinition): Omit<FieldManifest, 'kind' | 'default' | 'nullable'> => {
  switch (definition.kind) {
    case 'text': {
      const { long, maxLength, minLength, pattern } = definition.options;
      return { maxLength: long ? maxLength : textLength(definition), minLength, ...patternOf(pattern) };
    }
    case 'integer':
      return { min: definition.options.min ?? INT32.min, max: definition.options.max ?? INT32.max };
    case 'money':
    case 'real':
      return { min: definition.options.min, max: definition.options.max };
    case 'enum':
      return { values: definition.options.values };
    case 'list': {
      const { maxItems, itemMaxLength, itemPattern, values, item } = definition.options;
      const itemLimit = itemMaxLength ?? (item === 'id' ? ID_LENGTH : LIST_ITEM_MAX_LENGTH);
      const { pattern } = patternOf(itemPattern);
      return { maxItems: maxItems ?? LIST_MAX_ITEMS, itemMaxLength: itemLimit, values, ...(pattern ? { itemPattern: pattern } : {}) };
    }
    default:
      return {};
  }
};

/** One field's manifest; absent entries are left out, so the file lists only what is said. */
export const fieldManifestOf = (definition: FieldDefinition): FieldManifest => {
  const defaultValue =
    hasDefault(definition) && definition.kind !== 'json' ? (definition.options as { default: string | number | boolean }).default : undefined;
  const entries = Object.entries({
    kind: definition.kind,
    default: defaultValue,
    nullable: isNullable(definition) || undefined,
    ...limitsOf(definition),
  }).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as FieldManifest;
};

/** Code-point order: the file is the same whatever the machine's locale. */
const byText = (first: string, second: string): number => (first < second ? -1 : first > second ? 1 : 0);

/** Every resource's exposed fields, by Refine resource name (the plural), in a stable order. */
export const resourceFieldsManifest = (resources: readonly RegisteredResource[]): Record<string, Record<string, FieldManifest>> =>
  Object.fromEntries(
    [...resources]
      .sort((first, second) => byText(first.plural, second.plural))
      .map((resource) => [
        resource.plural,
        Object.fromEntries(
          Object.entries(resource.fields)
            .filter(([, definition]) => isExposed(definition))
            .sort(([first], [second]) => byText(first, second))
            .map(([key, definition]) => [key, fieldManifestOf(definition)]),
        ),
      ]),
  );
