/** The engine behind every live event: in memory on one instance, Redis when REDIS_URL is set. */
export const PUB_SUB = Symbol('PUB_SUB');
