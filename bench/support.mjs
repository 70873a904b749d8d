// Helpers of `npm run bench` and of the quick measurements in bench/quick/: the built server, a
// real sign-in, a GraphQL call, and a timed loop.
import { spawn } from 'node:child_process';

export const startBuiltServer = (environment) =>
  new Promise((resolve, reject) => {
    // SERVER_NODE_OPTIONS reaches the server only (e.g. a profiler hook), not this script.
    const nodeOptions = process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {};
    // SERVER_ENTRY runs another build (e.g. of the base commit) against the same data.
    const child = spawn(process.execPath, [process.env.SERVER_ENTRY ?? 'dist/server/src/main.js'], {
      env: { ...process.env, ...environment, ...nodeOptions },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('ready in')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });

export const stopServer = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

/** The built server (npm run build) with the given environment; resolves once it is ready. */
export const startServer = (environment) => startBuiltServer({ SEED_DEMO_DATA: 'true', ...environment });

/** Signs in through the sign-in page as a browser does: its CSRF token and cookie, then the hand-off. */
export const signIn = async (baseUrl, email, password = 'demo1234') => {
  const page = await fetch(`${baseUrl}/signin`);
  const cookie = (page.headers.getSetCookie?.() ?? []).map((value) => value.split(';')[0]).join('; ');
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const form = await fetch(`${baseUrl}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: baseUrl },
    body: new URLSearchParams({ email, password, redirectTo: '/', csrfToken }).toString(),
    redirect: 'manual',
  });
  const location = form.headers.get('location');
  if (!location) throw new Error(`sign-in of ${email} answered ${form.status}`);
  const handoff = new URL(location, baseUrl).searchParams.get('access_token');
  const exchange = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${handoff}` } });
  return (await exchange.json()).access_token;
};

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Runs `task` from `concurrency` loops for `seconds`; requests/s and latency percentiles in ms. */
export const measure = async (task, concurrency, seconds) => {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      await task();
      latencies.push(performance.now() - start);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return {
    concurrency,
    requests: latencies.length,
    perSecond: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
  };
};

/** One GraphQL POST as the SPA sends it (its answer compressed, as a browser asks); throws on errors. */
export const graphqlRequest = async (baseUrl, token, query, variables) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
