// Requests per second and latency of one URL at N connections, for the benches that compare the
// server with nginx (bench/api, bench/feeds). With wrk installed (Debian's `wrk`) it is the client:
// written in C, it costs the two cores far less than autocannon (JavaScript), which tops out below
// what nginx and the server can answer and so measures itself. Without wrk, autocannon.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

const ms = (text) => {
  const [, n, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(n) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

/**
 * @returns {Promise<{ requests: { average: number }, latency: { p50: number, p99: number }, non2xx: number, errors: number, timeouts: number }>}
 */
export async function measure(url, headers, { connections, duration }) {
  if (!WRK) {
    return new Promise((resolve, reject) => {
      autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  }
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // Asynchronously: the caller may act during the run (bench/api's owner edits).
  const { stdout: out } = await promisify(execFile)(WRK, [...args, url], { encoding: 'utf8' });
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
