import { useCallback } from 'react';

import { OpenNotificationParams, useNotification, useTranslate } from '@refinedev/core';

import { errorNotification, FieldLabel } from './normalize-error';

/**
 * For Refine hooks' `errorNotification` option: what a failed call deserves, translated. A form
 * passes its fields' labels, so a message names a field as the form does.
 */
export const useErrorNotification = (fieldLabel?: FieldLabel): ((error: unknown) => OpenNotificationParams | false) => {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => errorNotification(error, (key, fallback, values) => translate(key, values ?? {}, fallback), fieldLabel),
    [translate, fieldLabel],
  );
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
