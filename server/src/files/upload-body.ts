import type { Request } from 'express';

import type { MessageName } from '../../../shared/validation';
import { brokenRule } from '../common/errors/domain-errors';

/**
 * An upload's bytes: the request body as sent (any Content-Type; the bytes decide what it is).
 * A body past `maxBytes` is drained and refused with `tooLarge`; a body the JSON or form parser
 * already read (sent as JSON) is no file, refused with `wrongType`.
 */
export const readUpload = (request: Request, maxBytes: number, messages: { tooLarge: MessageName; wrongType: MessageName }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (request.readableEnded) {
      reject(brokenRule(messages.wrongType));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      // Past the limit the rest is read and dropped, so the answer still reaches the client.
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooLarge) reject(brokenRule(messages.tooLarge));
      else if (size === 0) reject(brokenRule('fileEmpty'));
      else resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
