/** An async iterator that yields `initial` first, then everything `source` yields; closing it closes the source. */
export const withInitialValue = <T>(initial: T, source: AsyncIterator<T>): AsyncIterableIterator<T> => {
  let initialSent = false;
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (!initialSent) {
        initialSent = true;
        return Promise.resolve({ value: initial, done: false });
      }
      return source.next();
    },
    return: (value?: T) => (source.return ? source.return(value) : Promise.resolve({ value: value as T, done: true })),
    throw: (error?: unknown) => (source.throw ? source.throw(error) : Promise.reject(error instanceof Error ? error : new Error(String(error)))),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
};
