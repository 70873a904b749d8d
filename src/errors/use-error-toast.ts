import { useCallback } from 'react';

import { OpenNotificationParams, useNotification, useTranslate } from '@refinedev/core';

import { errorNotification } from './normalize-error';

/** For Refine hooks' `errorNotification` option: what a failed call deserves, translated. */
export const useErrorNotification = (): ((error: unknown) => OpenNotificationParams | false) => {
  const translate = useTranslate();
  return useCallback((error: unknown) => errorNotification(error, (key, fallback, values) => translate(key, values ?? {}, fallback)), [translate]);
};

/** Shows what a failed call deserves (a toast, the forbidden text, or nothing) for hand-written calls. */
export const useErrorToast = (): ((error: unknown) => void) => {
  const { open } = useNotification();
  const notificationFor = useErrorNotification();
  return useCallback(
    (error: unknown) => {
      const notification = notificationFor(error);
      if (notification) open?.(notification);
    },
    [open, notificationFor],
  );
};
