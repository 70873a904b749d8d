import { useCallback } from 'react';

import { useInvalidate, useNotification } from '@refinedev/core';

import { useErrorToast } from '@/errors/use-error-toast';

/**
 * Runs a row or bulk action: a success toast and a refreshed list when it works, the server's
 * refusal (spec 01 §8) when it does not. Resolves to whether it worked.
 */
export const useRunAction = () => {
  const { open } = useNotification();
  const showError = useErrorToast();
  const invalidate = useInvalidate();
  return useCallback(
    async (options: { action: () => Promise<unknown>; success: string; resource: string }): Promise<boolean> => {
      try {
        await options.action();
        open?.({ type: 'success', message: options.success, key: `${options.resource}-${options.success}` });
        await invalidate({ resource: options.resource, invalidates: ['list'] });
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [invalidate, open, showError],
  );
};
