import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths.js';

/**
 * The product's version (the root package.json, semantic versioning; CHANGELOG.md says what each
 * one changed): in `/api/health`, the `vitrine_build_info` metric and the start line, so an
 * operator can tell which version each instance runs during an upgrade.
 */
export const VERSION: string = (() => {
  try {
    const manifest = JSON.parse(readFileSync(path.resolve(serverRoot, '../../package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
})();
