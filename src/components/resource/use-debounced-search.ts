import { useCallback, useEffect, useRef, useState } from 'react';

import { SEARCH_DEBOUNCE_MS, searchTerm } from './table-logic';

/**
 * The table search box: a term applies 2 s after typing stops, or at once on Enter, and only
 * from 3 trimmed characters (spec 01 §5). Nothing is sent while the applied term is unchanged.
 */
export const useDebouncedSearch = (initialText: string, apply: (term: string | null) => void) => {
  const [text, setText] = useState(initialText);
  const applied = useRef<string | null>(searchTerm(initialText));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const applyNow = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const term = searchTerm(value);
      if (term === applied.current) return;
      applied.current = term;
      apply(term);
    },
    [apply],
  );

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => applyNow(value), SEARCH_DEBOUNCE_MS);
    },
    [applyNow],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  const clear = useCallback(() => {
    setText('');
    applyNow('');
  }, [applyNow]);

  return { text, onChange, onEnter: () => applyNow(text), clear };
};
