import { encode } from 'uqr';

/** The quiet zone the QR standard asks for around a code: 4 light modules on each side. */
export const QUIET_ZONE = 4;

/**
 * The modules of a QR code of `text`, quiet zone included: `modules[y][x]` is true where the
 * module is dark. Error correction M (15%): a payment code stays readable on a scuffed or glaring
 * phone screen, and a Pix code of about 150 characters still fits a small version.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QUIET_ZONE }).data;
}

/**
 * An SVG path drawing the dark modules, one rectangle per horizontal run (`M{x} {y}h{w}v1h-{w}z`),
 * in module units: a viewBox of the matrix's size shows it whole.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return d;
}
