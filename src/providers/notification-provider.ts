import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

import { TOAST_DURATION_SECONDS, WARNING_KEY_PREFIX } from '@/errors/normalize-error';

/** antd toasts for Refine, 3 s each (spec 01 §9); keys with the warning prefix show as warnings. */
export const useNotificationProvider = (): NotificationProvider => {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      const content = { key, message, description, duration: TOAST_DURATION_SECONDS, placement: 'topRight' as const };
      if (key?.startsWith(WARNING_KEY_PREFIX)) notification.warning(content);
      else if (type === 'error') notification.error(content);
      else notification.success(content);
    },
    close: (key) => notification.destroy(key),
  };
};
