import { describe, expect, it } from 'vitest';
import type { PersonRow } from './gridApi';
import { filterPeople, fold } from './peopleFilter';

const row = (id: number, firstname: string, lastname: string, city: string): PersonRow => ({
  id,
  firstname,
  lastname,
  city,
  company: 'Northwind',
  address: '1 Mill Street',
  country: 'Portugal',
  state: 'Porto',
  zip: '10000',
  phone: '+1 555 100 1000',
  fax: '+1 555 100 1001',
  email: `${firstname.toLowerCase()}@northwind.example`,
  web: 'https://northwind.example',
  followers: id,
});

const rows = [row(1, 'Chloé', 'Dubois', 'Lyon'), row(2, 'Hugo', 'Becker', 'Munich'), row(3, 'Ada', 'Dubois', 'Porto')];

describe('filterPeople', () => {
  it('keeps every row for a blank query', () => {
    expect(filterPeople(rows, '   ')).toHaveLength(3);
  });

  it('needs every word somewhere in the row, ignoring case and accents', () => {
    expect(filterPeople(rows, 'dubois').map((r) => r.id)).toEqual([1, 3]);
    expect(filterPeople(rows, 'CHLOE lyon').map((r) => r.id)).toEqual([1]);
    expect(filterPeople(rows, 'dubois munich')).toEqual([]);
  });

  it('folds accents and case', () => {
    expect(fold('Chloé ÉLIF')).toBe('chloe elif');
  });
});
