import { useCallback, useEffect } from 'react';

import { useGetLocale, useSetLocale } from '@refinedev/core';

import { isLanguage } from '@/providers/language';
import { useGeneralMetadata } from '@/providers/metadata';

/** Where the chosen language is kept in the user's metadata (spec 02 §2, §9: currentLanguage). */
export const LANGUAGE_METADATA_KEY = 'settings/currentLanguage';

/**
 * The interface language follows the person, not the browser: a choice is saved in their metadata,
 * and a browser that shows another one (a new device, a cleared storage) switches to it once the
 * metadata has arrived. Returns the function that makes a choice.
 */
export const useLanguagePreference = (): ((language: string) => Promise<void>) => {
  const { metadata, write } = useGeneralMetadata();
  const getLocale = useGetLocale();
  const setLocale = useSetLocale();
  const saved = metadata?.settings?.currentLanguage;

  useEffect(() => {
    if (isLanguage(saved) && saved !== getLocale()) void setLocale(saved);
  }, [saved, getLocale, setLocale]);

  return useCallback(
    async (language: string) => {
      await setLocale(language);
      await write(LANGUAGE_METADATA_KEY, language);
    },
    [setLocale, write],
  );
};

/** Mounted once in the shell: its own component, so the metadata's arrival re-renders nothing else. */
export const FollowSavedLanguage = (): null => {
  useLanguagePreference();
  return null;
};
