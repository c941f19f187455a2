import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { HeaderTextStyle } from '@vitrine/contracts';
import fontFiles from './font-files.json';

/**
 * The fonts share cards are drawn with, installed from npm (Google's Noto families as TTF, from
 * @expo-google-fonts): nothing is fetched at run time and every machine draws the same card.
 * Pango picks, per character, the first of these that has it, so one name can mix Latin, Arabic,
 * Hebrew, Devanagari, Thai and Chinese, shaped by HarfBuzz and ordered right-to-left where needed.
 * (The @fontsource packages ship only WOFF/WOFF2, which sharp's bundled FreeType does not read.)
 * The list is a JSON file because the release build (scripts/release.mjs) reads it too and ships
 * only these weights: the packages hold every weight, 130 MB, of which these are a fifth.
 */
const families: { pkg: string; weights: string[] }[] = fontFiles;

const require = createRequire(import.meta.url);

function fontDirs(): string[] {
  return families.flatMap(({ pkg, weights }) => {
    const root = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
    return weights.map((w) => path.join(root, w)).filter((dir) => existsSync(dir));
  });
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let configured = false;

/**
 * Points fontconfig (inside sharp's libvips) at the bundled fonts only, before the first text is
 * drawn: FONTCONFIG_FILE is read once, when fontconfig starts. The font cache goes to the temp dir.
 */
export function useBundledFonts(): void {
  if (configured) return;
  configured = true;
  const dirs = fontDirs();
  const folder = path.join(
    os.tmpdir(),
    `vitrine-fonts-${createHash('sha1').update(dirs.join('\n')).digest('hex').slice(0, 12)}`,
  );
  mkdirSync(path.join(folder, 'cache'), { recursive: true });
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${dirs.map((d) => `  <dir>${xml(d)}</dir>`).join('\n')}
  <cachedir>${xml(path.join(folder, 'cache'))}</cachedir>
</fontconfig>
`;
  const file = path.join(folder, 'fonts.conf');
  writeFileSync(file, conf);
  process.env.FONTCONFIG_FILE = file;
}

/** The bundled family that stands for a header font choice (its generic family decides). */
export function cardFamily(style: Pick<HeaderTextStyle, 'font_family'>): 'Noto Sans' | 'Noto Serif' | 'Noto Sans Mono' {
  if (style.font_family.endsWith(', monospace')) return 'Noto Sans Mono';
  if (style.font_family.endsWith(', serif')) return 'Noto Serif';
  return 'Noto Sans';
}
