import type { NotificationProvider } from '@refinedev/core';

import { TOAST_DURATION_SECONDS, WARNING_KEY_PREFIX } from '@/errors/normalize-error';

import { closeToast, showToast } from './toasts/toast-store';

/** Refine's toasts, 3 s each (spec 01 §9); keys with the warning prefix show as warnings. */
export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type }) => {
    const kind = key?.startsWith(WARNING_KEY_PREFIX) ? 'warning' : type === 'error' ? 'error' : 'success';
    showToast({ kind: 'notification', type: kind, key, message, description, duration: TOAST_DURATION_SECONDS });
  },
  close: (key) => closeToast(key),
};
