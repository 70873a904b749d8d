import { fromHttpResponse } from '@/errors/normalize-error';
import { authorizedFetch } from '@/providers/data/http';

/** Where a group's or a workspace's files are sent (server/src/files/uploads.controller.ts). */
export type FileOwner = 'companies' | 'organizations';

/**
 * Sends a file as the request body (the server reads its bytes, whatever the type says) and
 * returns the answer's data; a refusal is thrown as an AppError with the server's message key.
 * Never retried: the server may have stored it.
 */
export const sendFile = async <Data>(method: 'PUT' | 'POST', path: string, file: Blob): Promise<Data> => {
  const response = await authorizedFetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const parsed = (await response.json().catch(() => null)) as { data?: Data } | null;
  if (!response.ok) throw fromHttpResponse(response.status, parsed);
  return parsed?.data as Data;
};
