// Requests per second and latency of one URL at N connections, for the benches that compare the
// server with nginx (bench/api, bench/feeds). With wrk installed (Debian's `wrk`) it is the client:
// written in C, it costs the two cores far less than autocannon (JavaScript), which tops out below
// what nginx and the server can answer and so measures itself. Without wrk, autocannon.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { processTree } from './cpu-meter.mjs';

export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

const ms = (text) => {
  const [, n, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(n) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((p) => existsSync(p));

/**
 * The cores of a pinned run, or undefined where it cannot pin (not Linux, one core, no taskset).
 * On two cores, a two-thread wrk beside a one-thread server made three busy threads for two
 * cores: the scheduler's time slices then set the p99 (identity answers, the largest to read,
 * 4.4-5.8 ms with wrk -t2 against 2.2-2.7 ms with the server and a one-thread wrk on a core each,
 * at the same or a higher rate). A client on the server's core is not what a real client is.
 */
export const PIN =
  os.platform() === 'linux' && os.availableParallelism() >= 2 && TASKSET ? { server: 0, client: 1 } : undefined;

/** Pins a server (every thread of it and of its children) to PIN.server's core; a no-op where PIN is undefined. */
export function pinServer(pid) {
  if (!PIN) return;
  for (const p of processTree(pid))
    execFileSync(TASKSET, ['-a', '-p', '-c', String(PIN.server), String(p)], { stdio: 'ignore' });
}

/**
 * @param {{ connections: number, duration: number, pinned?: boolean }} options  `pinned`: wrk runs
 *   one thread on PIN.client's core (the server pinned by pinServer), where PIN allows.
 * @returns {Promise<{ requests: { average: number }, latency: { p50: number, p99: number }, non2xx: number, errors: number, timeouts: number }>}
 */
export async function measure(url, headers, { connections, duration, pinned = false }) {
  if (!WRK) {
    return new Promise((resolve, reject) => {
      autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  }
  const pin = pinned ? PIN : undefined;
  const args = [pin ? '-t1' : '-t2', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const [command, ...rest] = pin ? [TASKSET, '-c', String(pin.client), WRK] : [WRK];
  // Asynchronously: the caller may act during the run (bench/api's owner edits).
  const { stdout: out } = await promisify(execFile)(command, [...rest, ...args, url], { encoding: 'utf8' });
  // The latency distribution's rows (`    99%    9.76ms`), not a stdev column that ends in the same digits.
  const line = (label) => new RegExp(`^\\s+${label}\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: { average: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0) },
    latency: { p50: ms(line('50%')), p99: ms(line('99%')) },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}
