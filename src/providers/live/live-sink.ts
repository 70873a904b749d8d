import type { ExecutionResult } from 'graphql';
import type { Sink } from 'graphql-ws';

/**
 * What a screen's live subscription does with its events: `next` for each update, and a failure
 * logged with the name of what stopped. graphql-ws ends a subscription at its first error (the
 * server refused it, or it broke): the screen keeps what it shows, without live updates, and the
 * console says which and why instead of the failure passing unseen. A lost connection is not such
 * an error: the client reconnects and resubscribes by itself (providers/data).
 */
export const liveSink = <Data>(name: string, next: (value: ExecutionResult<Data>) => void): Sink<ExecutionResult<Data>> => ({
  next,
  error: (error: unknown) => console.error(`Live updates stopped: ${name}`, error),
  complete: () => undefined,
});
