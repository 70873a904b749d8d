import { Logger } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { scopeFilter } from '../../server/src/authorization/scope-token';
import { ScopedPubSub } from '../../server/src/common/pubsub/scoped-pub-sub';

const trigger = (userId: string): string => `createdThing-${JSON.stringify(scopeFilter({ resource: 'Thing', operation: 'read', userId, globalRoles: [] }))}`;

describe('scoped pub/sub: a scope check that fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged with its stack, costs only that subscriber the event, and the others still get it', async () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const pubSub = new ScopedPubSub(new PubSub());
    pubSub.useScopeMatcher((token) => (token.userId === 'broken' ? Promise.reject(new Error('No list of the role')) : Promise.resolve(true)));
    const received: string[] = [];
    await pubSub.subscribe(trigger('broken'), () => received.push('broken'));
    await pubSub.subscribe(trigger('fine'), () => received.push('fine'));
    await pubSub.publish('createdThing', { createdThing: { id: 'row-1' } });
    await pubSub.whenChecked();
    expect(received).toEqual(['fine']);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain('createdThing');
    expect(String(logged.mock.calls[0][1])).toContain('No list of the role');
  });
});
