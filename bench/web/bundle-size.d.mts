export const root: string;
export const defaultDist: string;
export const budgets: { js: number; css: number; scripts: number };
export const firstVisitBudgets: { js: number; css: number; scripts: number };
export const STATIC_HEADER_BYTES: number;
export const shopPageModules: string[];
export const ownerDashboardModules: string[];
export const ownerDashboardScripts: number;
export interface Sizes {
  raw: number;
  /** Bytes the server sends: the pre-compressed .br copy, else brotli q4. */
  wire: number;
  /** `wire` plus STATIC_HEADER_BYTES a file: what Chromium counts, at most. */
  counted: number;
  br: number;
  gzip: number;
}
export interface RouteBundle {
  files: { js: string[]; css: string[] };
  js: Sizes;
  css: Sizes;
}
export function filesFor(manifest: Record<string, unknown>, keys: string[]): { js: string[]; css: string[] };
export function manifestKey(manifest: Record<string, unknown>, module: string): string;
export function overBudget(result: RouteBundle): boolean;
export function measureRoute(dist?: string, keys?: string[]): RouteBundle;
export function report(result: RouteBundle): string;
