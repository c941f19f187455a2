import { describe, expect, it } from 'vitest';
import { demoInvoice } from './demoInvoice';

describe('the demo invoice', () => {
  it('adds up: lines, subtotal, discount, tax and total', () => {
    const lines = demoInvoice.lines.reduce((sum, line) => sum + line.total, 0);
    expect(demoInvoice.lines.every((l) => l.quantity * l.unitPrice === l.total)).toBe(true);
    expect(demoInvoice.subtotal).toBe(lines);
    const taxed = ((demoInvoice.subtotal - (demoInvoice.discount ?? 0)) * (demoInvoice.taxRate ?? 0)) / 100;
    expect(demoInvoice.tax).toBeCloseTo(taxed, 2);
    expect(demoInvoice.total).toBeCloseTo(
      demoInvoice.subtotal - (demoInvoice.discount ?? 0) + (demoInvoice.tax ?? 0),
      2,
    );
  });
});
