import { useEffect, useState } from 'react';

import { restRequest } from '@/providers/data/http';

import { SUGGESTION_DEBOUNCE_MS, suggestionText } from './group-edit';

export type Suggestion = { email: string; fullName: string };

type AutocompleteAnswer = { users: Suggestion[] };

/**
 * People to suggest while an e-mail is typed (GET /api/v1/users/autocomplete): asked 1 s after
 * typing stops and only from 3 characters; an answer for older text is dropped.
 */
export const useInviteSuggestions = (text: string): Suggestion[] => {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const searchText = suggestionText(text);

  useEffect(() => {
    if (!searchText) {
      setSuggestions([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ searchText });
      restRequest<AutocompleteAnswer>('GET', `/api/v1/users/autocomplete?${query.toString()}`)
        .then((answer) => {
          if (current) setSuggestions(answer?.users ?? []);
        })
        // Suggestions are a convenience: without them the e-mail can still be typed in full. The
        // failure is logged, not swallowed: a broken autocomplete shows in the console.
        .catch((error: unknown) => {
          console.warn('Invite suggestions could not be fetched', error);
          if (current) setSuggestions([]);
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [searchText]);

  return suggestions;
};
