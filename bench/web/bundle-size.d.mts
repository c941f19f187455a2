export const root: string;
export const defaultDist: string;
export const budgets: { js: number; css: number };
export const shopPageModules: string[];
export interface Sizes {
  raw: number;
  /** Bytes the server sends: the pre-compressed .br copy, else brotli q4. */
  wire: number;
  br: number;
  gzip: number;
}
export interface RouteBundle {
  files: { js: string[]; css: string[] };
  js: Sizes;
  css: Sizes;
}
export function filesFor(manifest: Record<string, unknown>, keys: string[]): { js: string[]; css: string[] };
export function measureRoute(dist?: string, keys?: string[]): RouteBundle;
export function report(result: RouteBundle): string;
