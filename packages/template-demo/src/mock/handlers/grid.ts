import type { GridRow } from '../db/grid';
import type { MockHandler } from './types';

export interface GridDb {
  rows: GridRow[];
}

/** GET /api/aggrid/data → {data}: the grid rows. */
export const gridData: MockHandler<GridDb> = (db) => ({ status: 200, body: { data: db.rows } });
