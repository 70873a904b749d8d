/**
 * Stands in for pluralize (vite.config.ts), ~10 kB gzip on every first page: Refine turns resource
 * names into singular GraphQL operation names (@refinedev/nestjs-query: companies → company) and
 * titles (core's text transformers). The English rules below give pluralize's answer for every
 * resource name the dashboard uses; plural-words.test.ts compares them with pluralize itself for
 * each name declared or passed to a data hook, so a name these rules get wrong fails there.
 */
const UNCHANGED = /(?:ss|us|is|data)$/i;

export const singular = (word: string): string => {
  if (/metadata$/i.test(word)) return word.replace(/data$/i, (data) => (data === 'DATA' ? 'DATUM' : 'datum'));
  if (UNCHANGED.test(word)) return word;
  if (/[^aeiou]ies$/i.test(word)) return word.replace(/ies$/i, (ies) => (ies === 'IES' ? 'Y' : 'y'));
  if (/(?:ss|sh|ch|x|z|tus)es$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
};

export const plural = (word: string): string => {
  if (/data$/i.test(word)) return word;
  if (/(?:ss|sh|ch|x|z|us)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  // Already plural (organizations, users).
  if (/s$/i.test(word)) return word;
  return `${word}s`;
};

const pluralize = Object.assign((word: string, count?: number) => (count === 1 ? singular(word) : plural(word)), { singular, plural });

export default pluralize;
