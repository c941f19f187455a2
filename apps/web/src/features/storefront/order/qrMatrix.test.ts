import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrMatrix, qrPath } from './qrMatrix';

/** Pixels per module when the path is drawn for the decoder. */
const SCALE = 4;

/** Draws an SVG path of qrPath's form (`M{x} {y}h{w}v1h-{w}z` runs) as black on white RGBA pixels. */
function rasterise(d: string, size: number): { pixels: Uint8ClampedArray; width: number } {
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
  // Every part of the path is a run of that form: nothing else would be drawn.
  expect(runs.map((m) => m[0]).join('')).toBe(d);
  for (const [, x, y, w] of runs) {
    for (let py = Number(y) * SCALE; py < (Number(y) + 1) * SCALE; py++) {
      for (let px = Number(x) * SCALE; px < (Number(x) + Number(w)) * SCALE; px++) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return { pixels, width };
}

function decodeDrawn(text: string): string | undefined {
  const modules = qrMatrix(text);
  const { pixels, width } = rasterise(qrPath(modules), modules.length);
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

const PIX =
  '00020126480014br.gov.bcb.pix0126loja.fulano@example.com.br5204000053039865406123.455802BR5916Padaria Sao Joao6009Sao Paulo62140510VT7K2Q9XHD63046913';
const UPI = 'upi://pay?pa=shop.owner@okaxis&pn=Sharma%20%26%20Sons&am=1499.00&cu=INR&tn=Order%20VT-7K2Q9XHD';

describe('QR code of a payment', () => {
  it('draws a Pix payload that a QR reader decodes back to the same text', () => {
    expect(decodeDrawn(PIX)).toBe(PIX);
  });

  it('draws a UPI link that a QR reader decodes back to the same text', () => {
    expect(decodeDrawn(UPI)).toBe(UPI);
  });

  it('keeps a light quiet zone of 4 modules around the code', () => {
    const modules = qrMatrix(UPI);
    expect(modules.length).toBe(modules[0]?.length);
    const edge = [...modules.slice(0, QUIET_ZONE), ...modules.slice(-QUIET_ZONE)].flat();
    const sides = modules.flatMap((row) => [...row.slice(0, QUIET_ZONE), ...row.slice(-QUIET_ZONE)]);
    expect([...edge, ...sides].some(Boolean)).toBe(false);
    // The finder pattern's corner starts right inside it.
    expect(modules[QUIET_ZONE]?.[QUIET_ZONE]).toBe(true);
  });

  it('draws one rectangle per run of dark modules', () => {
    expect(
      qrPath([
        [false, true, true, false, true],
        [true, true, true, true, true],
      ]),
    ).toBe('M1 0h2v1h-2zM4 0h1v1h-1zM0 1h5v1h-5z');
  });
});
