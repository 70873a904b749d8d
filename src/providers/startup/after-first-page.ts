import { useSyncExternalStore } from 'react';

/**
 * Issue 31, the request waterfall: the shell's own requests that no first screen shows (what's new,
 * the trays, the version check, the banner's impression) wait until the first page has rendered.
 * Asked for at once, they took connections (a browser opens six to a host over HTTP/1.1) and server
 * time while the page's code and its data were still on their way: on a phone every such request
 * holds a connection for a 560 ms round trip. The shell marks the page shown (shell-layout.tsx), or
 * lets them go after a few seconds whatever the page does.
 */
let firstPageShown = false;
const listeners = new Set<() => void>();

export const markFirstPageShown = (): void => {
  if (firstPageShown) return;
  firstPageShown = true;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const isFirstPageShown = () => firstPageShown;

/** True once the first page of this page load has rendered: the shell's secondary requests may start. */
export const useAfterFirstPage = (): boolean => useSyncExternalStore(subscribe, isFirstPageShown, isFirstPageShown);
