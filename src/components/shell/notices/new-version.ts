import { useEffect, useRef } from 'react';

import { VERSION_URL } from '@/config/api';
import { useAfterFirstPage } from '@/providers/startup/after-first-page';

/** version.txt is polled this often; a change means a new build (spec 01 §4, §9). */
export const VERSION_POLL_MS = 10_000;
/** How long the new-version toast stays. */
export const NEW_VERSION_TOAST_MS = 7_200_000;

export const readVersion = async (): Promise<string> => {
  const response = await fetch(VERSION_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.txt answered ${response.status}`);
  return (await response.text()).trim();
};

/** Calls onNewVersion once when version.txt differs from what it was when the page loaded. */
export const useNewVersionCheck = (onNewVersion: () => void): void => {
  const initial = useRef<string | null>(null);
  const announced = useRef(false);
  // The version the page loaded with is read once the page has rendered (after-first-page.ts).
  const afterFirstPage = useAfterFirstPage();
  useEffect(() => {
    if (!afterFirstPage) return undefined;
    const check = async () => {
      try {
        const version = await readVersion();
        if (initial.current === null) initial.current = version;
        else if (version !== initial.current && !announced.current) {
          announced.current = true;
          onNewVersion();
        }
      } catch (error) {
        // A failed check is only logged (spec 01 §8).
        console.warn('Version check failed', error);
      }
    };
    void check();
    const timer = setInterval(() => void check(), VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [onNewVersion, afterFirstPage]);
};
