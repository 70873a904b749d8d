// The quick measurements share the benchmark's helpers (one sign-in, one timed loop).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export { graphqlRequest, measure, signIn, startBuiltServer, stopServer } from '../support.mjs';

/** A process's CPU time so far (user + system, ms; Linux's /proc, NaN elsewhere): a busy machine disturbs it less than wall time. */
export const cpuMsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
};

/** The load averages (1, 5, 15 min), to print beside figures taken on a shared machine. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
