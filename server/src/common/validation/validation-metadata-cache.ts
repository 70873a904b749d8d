import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];

let installed = false;

/**
 * class-validator finds a class's rules by walking every class it holds rules for (here: every
 * resource's inputs and all of nestjs-query's filter, sort and paging types) and testing
 * inheritance against each, for every object it validates: the arguments of each list request
 * are a dozen nested objects, and that walk was 3% of the request's time. A class's rules do not
 * change once its module is loaded, so each answer is kept per class and options, and all are
 * forgotten whenever a rule is added (classes made at start-up, or later by a test).
 */
export const cacheValidationMetadata = (): void => {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let answers = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.addValidationMetadata = (metadata) => {
    answers = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema} ${always} ${strictGroups} ${(groups ?? []).join(',')}`;
    let byOptions = answers.get(target);
    if (!byOptions) answers.set(target, (byOptions = new Map<string, ReturnType<Lookup>>()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
};
