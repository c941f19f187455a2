// Debian's Chromium with this machine's flags (no sandbox, no GPU, no background traffic), for every
// bench that opens pages.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/lib.mjs';

export const chromiumPath = chromiumLaunchOptions().executablePath;

export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}
