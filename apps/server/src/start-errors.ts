/**
 * Why the server could not start, in one line an operator can act on: the cause (no disk space,
 * the database unreachable, a refused password…) and where, never a stack or a secret. The
 * database is named by host, port, database and user from DATABASE_URL; its password never is.
 */
export function startFailure(error: unknown, databaseUrl?: string): string {
  const e = (error ?? {}) as { code?: string; errno?: number; message?: string; name?: string };
  const where = databaseUrl ? databaseTarget(databaseUrl) : 'the embedded database under DATA_DIR';
  const first = firstLine(e.message);
  if (isNoSpace(e)) return `no space left on the disk (${where}): free some space and start again.`;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `cannot reach the database at ${where}: nothing answers there (is PostgreSQL running?).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot reach the database at ${where}: its host name does not resolve.`;
    case 'ETIMEDOUT':
      return `cannot reach the database at ${where}: the connection timed out.`;
    case '28P01':
    case '28000':
      return `the database at ${where} refused the user or password in DATABASE_URL.`;
    case '3D000':
      return `the database named in DATABASE_URL does not exist at ${where}: create it first.`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return `cannot write under DATA_DIR (${first}): give the server's user write access.`;
  }
  if (/connection timeout|timeout expired/i.test(first)) {
    return `cannot reach the database at ${where}: the connection timed out.`;
  }
  return first || e.name || 'an unknown error';
}

/**
 * ENOSPC from Node, PostgreSQL's disk_full (53100), or PGlite's file system, whose errors carry
 * Emscripten's errno (51 is ENOSPC there) and no code.
 */
function isNoSpace(e: { code?: string; errno?: number; message?: string; name?: string }): boolean {
  return (
    e.code === 'ENOSPC' ||
    e.code === '53100' ||
    (e.name === 'ErrnoError' && e.errno === 51) ||
    /no space left on device/i.test(e.message ?? '')
  );
}

const firstLine = (message: string | undefined) => (message ?? '').split('\n')[0].trim().slice(0, 300);

/** `host:port/database as user`, from DATABASE_URL without its password. */
function databaseTarget(url: string): string {
  try {
    const u = new URL(url);
    const database = u.pathname.replace(/^\//, '') || 'postgres';
    const user = u.username ? ` as ${decodeURIComponent(u.username)}` : '';
    return `${u.hostname}:${u.port || '5432'}/${database}${user}`;
  } catch {
    return 'DATABASE_URL';
  }
}
