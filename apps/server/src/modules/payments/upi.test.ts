import { describe, expect, it } from 'vitest';
import { upiUrl } from './upi.js';

const fields = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('upiUrl', () => {
  it('writes the payee, amount, rupees and note, in that order', () => {
    const url = upiUrl({
      vpa: 'shop.owner@okaxis',
      payeeName: 'Ravi Stores',
      amount: '123.45',
      note: 'Order VT-7K2Q9XHD',
    });
    expect(url).toBe('upi://pay?pa=shop.owner@okaxis&pn=Ravi%20Stores&am=123.45&cu=INR&tn=Order%20VT-7K2Q9XHD');
    expect(new URL(url).protocol).toBe('upi:');
    expect(fields(url)).toEqual({
      pa: 'shop.owner@okaxis',
      pn: 'Ravi Stores',
      am: '123.45',
      cu: 'INR',
      tn: 'Order VT-7K2Q9XHD',
    });
  });

  it('escapes &, =, +, #, % and non-ASCII, so each value comes back whole', () => {
    const payeeName = 'Sharma & Sons = Best+ #1 100% चाय ☕';
    const note = 'Order A&B=C?d/e';
    const url = upiUrl({ vpa: 'sharma@ybl', payeeName, amount: '99.00', note });
    const query = url.slice('upi://pay?'.length);
    expect(query.split('&')).toHaveLength(5);
    expect(query).not.toMatch(/[ +#?/\u0080-\uffff]|=.*=.*=.*=.*=.*=/);
    expect(query).toContain('pn=Sharma%20%26%20Sons%20%3D%20Best%2B%20%231%20100%25%20%E0%A4%9A');
    expect(fields(url)).toMatchObject({ pn: payeeName, tn: note, am: '99.00' });
  });

  it('writes the amount with 2 decimals', () => {
    expect(fields(upiUrl({ vpa: 'a1@upi', payeeName: 'A', amount: '250', note: 'n' })).am).toBe('250.00');
    expect(fields(upiUrl({ vpa: 'a1@upi', payeeName: 'A', amount: '0.5', note: 'n' })).am).toBe('0.50');
  });

  it('refuses an amount it cannot write, and an empty UPI ID', () => {
    const input = { vpa: 'a1@upi', payeeName: 'A', note: 'n' };
    for (const amount of ['', '0', '0.00', '1.234', '-5.00', '1,50', 'ten']) {
      expect(() => upiUrl({ ...input, amount }), amount).toThrow(RangeError);
    }
    expect(() => upiUrl({ ...input, vpa: ' ', amount: '1.00' })).toThrow(RangeError);
  });

  it('leaves out an empty name or note', () => {
    expect(upiUrl({ vpa: 'a1@upi', payeeName: ' ', amount: '5.00', note: '' })).toBe(
      'upi://pay?pa=a1@upi&am=5.00&cu=INR',
    );
  });
});
