import type * as TemplateDemo from '@vitrine/template-demo';
import { templateDemoEnabled } from '../api/base';

type Demo = typeof TemplateDemo;

let loaded: Demo | undefined;

/**
 * The template demo (packages/template-demo), through its one entry point: imported on the first
 * visit to the account area or a demo page, and never when TEMPLATE_DEMO is off (the server's
 * meta tag), so a shopper and a product without the demo download none of it.
 */
export async function loadTemplateDemo(): Promise<Demo | undefined> {
  if (!templateDemoEnabled()) return undefined;
  loaded ??= await import('@vitrine/template-demo');
  return loaded;
}

/**
 * The demo once loaded: the admin shell loads it before its own modules run (accountRoutes.tsx),
 * so the menu and the navbar read it synchronously. Undefined with TEMPLATE_DEMO off.
 */
export const loadedTemplateDemo = (): Demo | undefined => loaded;
