/**
 * The export's file, written in a worker of its own (`lib/heavy-work`: an XLSX of 5,000
 * products held the event loop for seconds). The main thread reads the catalogue a page at a time
 * and hands each page over; the worker turns the whole into CSV or XLSX and moves the bytes back.
 */
import { Moved, movable } from '../../lib/heavy-work/serve.js';
import type { CatalogueSheet } from './sheet.js';
import { sheetCsv, sheetXlsx } from './write.js';

let sheet: CatalogueSheet | null = null;

export const exportJob = {
  /** One page of the catalogue, in order. */
  add(page: CatalogueSheet): void {
    if (sheet) sheet.rows.push(...page.rows);
    else sheet = page;
  },
  async write({ format }: { format: 'csv' | 'xlsx' }): Promise<Moved<Uint8Array>> {
    if (!sheet) throw new Error('no page added');
    const file = format === 'xlsx' ? await sheetXlsx(sheet) : await sheetCsv(sheet);
    // A fresh copy owns its memory, so it can be moved rather than copied.
    const bytes = new Uint8Array(file);
    return new Moved(bytes, movable([bytes]));
  },
};
