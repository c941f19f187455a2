import {
  currencyExponent,
  MAX_STOCK_QUANTITY,
  type SheetColumn,
  type SheetError,
  type SheetProblem,
} from '@vitrine/contracts';
import { oneLine, severalLines, stockWords } from './cell-text.js';
import type { SheetRow } from './parse.js';

const YES = new Set(['yes', 'y', 'true', '1', 'ja', 'oui', 'sim']);
const NO = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'não', 'nao']);

/** Reads and checks the cells of one row, collecting its errors. */
export class RowReader {
  readonly errors: SheetError[] = [];
  constructor(
    private readonly row: SheetRow,
    private readonly currencyCode: string,
  ) {}

  fail(column: SheetColumn | null, problem: SheetProblem, message: string) {
    this.errors.push({ row: this.row.row, column, problem, message });
  }

  /** The cell's text; undefined when the file has no such column. */
  raw(column: SheetColumn): string | undefined {
    return this.row.cells[column];
  }

  text(column: SheetColumn, max: number, { required = false, multiline = false } = {}): string | undefined {
    const raw = this.raw(column);
    if (raw === undefined) return undefined;
    const value = multiline ? severalLines(raw) : oneLine(raw);
    if (required && value === '') this.fail(column, 'required', `Fill in ${column}.`);
    else if (value.length > max)
      this.fail(column, 'tooLong', `${column} has ${value.length} characters; at most ${max}.`);
    return value;
  }

  /** A price cell as database numeric text; undefined when absent or wrong (the error is noted). */
  price(column: 'price' | 'variant_price', required: boolean): string | undefined {
    const raw = this.raw(column);
    if (raw === undefined || raw === '') {
      if (required) this.fail(column, 'required', `Fill in ${column}.`);
      return undefined;
    }
    const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(raw);
    if (!match) {
      const hint = /^\d+,\d+$/.test(raw) ? ' Use a dot as the decimal mark (12.50).' : '';
      this.fail(column, 'badNumber', `"${raw}" is not a price.${hint}`);
      return undefined;
    }
    const fraction = (match[2] ?? '').replace(/0+$/, '');
    const digits = currencyExponent(this.currencyCode);
    if (fraction.length > digits) {
      this.fail(
        column,
        'badDecimals',
        `"${raw}": ${this.currencyCode} prices have ${digits === 0 ? 'no decimals' : `at most ${digits} decimals`}.`,
      );
      return undefined;
    }
    return `${BigInt(match[1])}.${fraction.padEnd(2, '0')}`;
  }

  /**
   * A quantity (`stock_quantity`, or `stock_at_export` the figure export saw): empty is "not
   * counted" (null); undefined when the column is absent or the cell wrong.
   */
  stock(column: 'stock_quantity' | 'stock_at_export' = 'stock_quantity'): number | null | undefined {
    const raw = this.raw(column);
    if (raw === undefined) return undefined;
    if (raw === '') return null;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) > MAX_STOCK_QUANTITY) {
      this.fail(column, 'badNumber', `"${raw}" is not a number of units from 0 to ${MAX_STOCK_QUANTITY}.`);
      return undefined;
    }
    return Number(raw);
  }

  yesNo(): boolean | undefined {
    const raw = this.raw('in_stock');
    if (raw === undefined || raw === '') return undefined;
    const key = raw.toLowerCase();
    if (YES.has(key)) return true;
    if (NO.has(key)) return false;
    this.fail('in_stock', 'badYesNo', `"${raw}" is neither yes nor no.`);
    return undefined;
  }
}

/** Why a row's stock figure is refused: the item's stock moved since the export the sheet came from. */
export const stockMovedMessage = (now: number | null, seen: number | null, asked: number | null) =>
  `The stock changed since your export (an order or another edit): ${stockWords(now)} now, ` +
  `${stockWords(seen)} in stock_at_export. Export again and redo your change, or put ` +
  `${now === null ? 'nothing' : now} in stock_at_export to set ${stockWords(asked)} anyway.`;

/**
 * What a row's stock cell sets on an item that exists, judged against what the export saw (the
 * `stock_at_export` cell), so that re-importing an older export never undoes a sale made since:
 * - no such column (a sheet made by hand): the cell is the figure to set, as a stocktake;
 * - the cell as exported: the owner did not touch it, nothing is set, whatever the stock is now;
 * - an edited cell: set when the item still has the exported figure (or already the new one);
 *   otherwise the row is refused (`stockChanged`): a new count and a delivery received read alike,
 *   so the figure is not guessed.
 * undefined: the row sets no stock.
 */
export function stockToSet(
  read: RowReader,
  cell: number | null | undefined,
  seen: number | null | undefined,
  now: number | null,
): number | null | undefined {
  if (cell === undefined || seen === undefined) return cell;
  if (cell === seen || cell === now) return undefined;
  if (now !== seen) {
    read.fail('stock_quantity', 'stockChanged', stockMovedMessage(now, seen, cell));
    return undefined;
  }
  return cell;
}
