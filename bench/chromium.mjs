// Debian's Chromium with this machine's flags (no sandbox, no GPU, no background traffic), for every
// bench that opens pages.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/lib.mjs';

export const chromiumPath = chromiumLaunchOptions().executablePath;

/** `extra.args`: flags beyond the machine's (e.g. a remote-debugging port for Lighthouse). */
export function launchChromium(extra = {}) {
  const options = chromiumLaunchOptions();
  return chromium.launch({ ...options, args: [...options.args, ...(extra.args ?? [])] });
}
