import { describe, expect, it } from 'vitest';
import { homeFor, safeRedirect } from './redirects';

describe('redirect after login', () => {
  it('accepts only paths of this site', () => {
    expect(safeRedirect('/account/products?page=2')).toBe('/account/products?page=2');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('starts each role on its dashboard', () => {
    expect(homeFor('owner')).toBe('/dashboard');
    expect(homeFor('admin')).toBe('/ecommerce-dashboard');
  });
});
