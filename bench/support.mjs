// Helpers of `npm run bench`: the built server, a real sign-in, and a timed loop.
import { startBuiltServer, stopServer } from './quick/support.mjs';

export { stopServer };

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
