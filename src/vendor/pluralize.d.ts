// The real pluralize, which plural-words.test.ts compares its stand-in with (Refine depends on it).
declare module 'pluralize' {
  const pluralize: { singular: (word: string) => string; plural: (word: string) => string };
  export default pluralize;
}
