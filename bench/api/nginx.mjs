// The yardstick for the API bench: nginx serving the same bytes from disk with the
// same headers, one worker like the one Node process it is compared with. Installed with
// apt-get (nginx-light) when missing and the bench runs as root.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilAnswering } from '../../scripts/lib.mjs';

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** nginx's path, installing nginx-light first when it is missing. */
export function ensureNginx() {
  let found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install -y nginx-light (as root)');
  console.log('Installing nginx-light for the API bench’s yardstick…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('nginx-light was installed but no nginx binary was found');
  return found;
}

/**
 * Starts nginx on a free loopback port sending `file` for every request: as it is, with
 * `Content-Encoding: <encoding>` added (a pre-compressed file: nginx-light has no brotli module),
 * or, with `gzipFile`, as nginx serves a pre-compressed copy itself (`gzip on` and `gzip_static
 * on`: `body.gz` to clients that accept gzip, with Content-Encoding and Vary, `body` to others).
 */
export async function startNginx(dir, file, encoding, { gzipFile } = {}) {
  const nginx = ensureNginx();
  const port = await freePort();
  mkdirSync(path.join(dir, 'nginx'), { recursive: true });
  // nginx's workers run as an unprivileged user: the body sits in a directory they can read.
  const docroot = mkdtempSync(path.join(os.tmpdir(), 'vitrine-nginx-'));
  chmodSync(docroot, 0o755);
  copyFileSync(file, path.join(docroot, 'body'));
  chmodSync(path.join(docroot, 'body'), 0o644);
  if (gzipFile) {
    copyFileSync(gzipFile, path.join(docroot, 'body.gz'));
    chmodSync(path.join(docroot, 'body.gz'), 0o644);
  }
  const conf = path.join(dir, 'nginx', 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    location / {
      root ${docroot};
      default_type "application/json; charset=utf-8";
      ${encoding ? `add_header Content-Encoding ${encoding};` : ''}
      ${gzipFile ? 'gzip on; gzip_static on; gzip_vary on; gzip_types application/json;' : ''}
      try_files /body =404;
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', () => rmSync(docroot, { recursive: true, force: true }));
  await waitUntilAnswering(`http://127.0.0.1:${port}/`, child, { what: 'nginx' });
  return { child, port };
}
