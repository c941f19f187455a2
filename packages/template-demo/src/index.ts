/**
 * The template demo's one entry point: the web app imports this module only, lazily, and only when
 * TEMPLATE_DEMO is on (apps/web/src/template/templateDemo.ts). Light on purpose: route tables whose
 * pages load when opened, menu data, and the in-browser mock behind a dynamic import.
 */
import type { AxiosInstance } from 'axios';

export { demoAppRoutes as appRoutes } from './appRoutes';
export { appsMenu } from './appsMenu';
export { catalogIcons } from './catalog/icons';
export { catalogPages } from './catalog/pages';
export { catalogRoutes } from './catalog/routes';
export type { Bookmark } from './mock/db/search';
export { filterSearch, type SearchGroup } from './mock/handlers/search';

/** The in-browser mock's axios (navbar search, bookmarks), loaded with its first use. */
export const mockAxios = async (): Promise<AxiosInstance> => (await import('./mock')).demoAxios;
