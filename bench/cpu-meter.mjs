// CPU time spent by the server process and by the PostgreSQL cluster behind it, read from /proc
// (Linux): what a request costs in processor time, a figure that holds on a busy machine where
// requests per second do not. Shared by bench/stock and bench/api.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const HZ = 100;

/** utime + stime of a process in microseconds, and its parent; undefined once it has gone. */
function procCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), us: ((Number(fields[11]) + Number(fields[12])) * 1e6) / HZ };
  } catch {
    return undefined;
  }
}

/** The postmaster's pid: the parent of a backend serving `databaseUrl`. */
async function postmasterOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    return procCpu(rows[0].pid)?.ppid;
  } finally {
    await client.end();
  }
}

/** A process and every process it started (nginx's workers, PostgreSQL's backends…); Linux only. */
export function processTree(parent) {
  const tree = [parent];
  for (const name of readdirSync('/proc')) {
    if (/^\d+$/.test(name) && procCpu(name)?.ppid === parent) tree.push(Number(name));
  }
  return tree;
}

/** The summed CPU of a process and every process it started, in µs; Linux only. */
export function processTreeCpu(parent) {
  return processTree(parent).reduce((us, pid) => us + (procCpu(pid)?.us ?? 0), 0);
}

/**
 * Snapshots CPU of the server (`serverPid`), the PostgreSQL cluster and this process (the load
 * generator); `since(snapshot, n)` gives each one's microseconds per request over n requests.
 * Backends that exit between two snapshots take their time with them: the server's pool keeps its
 * connections open through a run.
 */
export async function cpuMeter(serverPid, databaseUrl) {
  if (os.platform() !== 'linux') return undefined;
  const postmaster = databaseUrl ? await postmasterOf(databaseUrl) : undefined;
  const snapshot = () => ({
    server: procCpu(serverPid)?.us ?? 0,
    postgres: postmaster ? processTreeCpu(postmaster) : 0,
    load: process.cpuUsage().user + process.cpuUsage().system,
  });
  return {
    snapshot,
    since(before, requests) {
      const now = snapshot();
      const per = (k) => Math.round((now[k] - before[k]) / Math.max(1, requests));
      return { server: per('server'), postgres: per('postgres'), load: per('load') };
    },
  };
}
