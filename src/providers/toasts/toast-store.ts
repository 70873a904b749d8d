import { useSyncExternalStore } from 'react';

/**
 * The app's toasts without antd on the first page: callers (Refine's notification provider, the
 * shell) hand a toast to this store, and the host that draws them with antd's notification and
 * message (components/toast-host) is fetched with the first toast; what was asked before it
 * arrived is shown as soon as it has.
 */
export type Toast = {
  /** A notification (title and text, top right) or a short message (top centre). */
  kind: 'notification' | 'message';
  type: 'success' | 'error' | 'warning' | 'info';
  message: string;
  description?: string;
  key?: string;
  /** Seconds on screen. */
  duration?: number;
  /**
   * Where a notification sits: top right by default; a long-lived one goes bottom left, where it
   * covers neither the banner strip's Dismiss (top) nor the trays (bottom right).
   */
  placement?: 'topRight' | 'bottomLeft';
  /** One button in the toast (a notification's Reload). */
  action?: { label: string; onClick: () => void };
};

export type ToastCommand = { show: Toast } | { close: string };

type ToastHost = (command: ToastCommand) => void;

let host: ToastHost | null = null;
let waiting: ToastCommand[] = [];
let wanted = false;
const listeners = new Set<() => void>();

const send = (command: ToastCommand): void => {
  if (host) {
    host(command);
    return;
  }
  waiting.push(command);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
};

export const showToast = (toast: Toast): void => send({ show: toast });

export const closeToast = (key: string): void => {
  if (host) host({ close: key });
  else waiting = waiting.filter((command) => !('show' in command) || command.show.key !== key);
};

/** The host registers itself once mounted; it gets what waited. Returns the unregistration. */
export const registerToastHost = (next: ToastHost): (() => void) => {
  host = next;
  const queued = waiting;
  waiting = [];
  for (const command of queued) next(command);
  return () => {
    if (host === next) host = null;
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from the first toast on: the host is then mounted (and its code fetched). */
export const useToastHostWanted = (): boolean => useSyncExternalStore(subscribe, () => wanted);
