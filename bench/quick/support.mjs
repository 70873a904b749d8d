// The quick measurements share the benchmark's helpers (one sign-in, one timed loop).
export { graphqlRequest, measure, signIn, startBuiltServer, stopServer } from '../support.mjs';
