import { useCallback, useState } from 'react';

import { useTranslate } from '@refinedev/core';

import { messageFor, toAppError } from '@/errors/normalize-error';

/** The last refusal of an upload, translated (the server's message key), shown beside its control. */
export const useUploadError = () => {
  const translate = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => setMessage(messageFor(toAppError(error), (key, fallback, values) => translate(key, values ?? {}, fallback))),
    [translate],
  );
  return { message, fail, clear: () => setMessage(null) };
};
