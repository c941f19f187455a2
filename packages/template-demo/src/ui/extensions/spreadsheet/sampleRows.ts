/** The export pages' sample rows (demo content, English), and their header row. */
export interface SampleRow {
  id: number;
  name: string;
  email: string;
  city: string;
  orders: number;
  spent: number;
}

export const sampleColumns = ['ID', 'Name', 'E-mail', 'City', 'Orders', 'Spent'] as const;

export const sampleRows: SampleRow[] = [
  { id: 1, name: 'Asha Patil', email: 'asha@example.com', city: 'Pune', orders: 12, spent: 845.5 },
  { id: 2, name: 'Marco Rossi', email: 'marco@example.com', city: 'Milan', orders: 3, spent: 120 },
  { id: 3, name: 'Lena Vogel', email: 'lena@example.com', city: 'Berlin', orders: 7, spent: 432.25 },
  { id: 4, name: 'Joana Silva', email: 'joana@example.com', city: 'Lisbon', orders: 21, spent: 1610.8 },
  { id: 5, name: 'Samuel Okafor', email: 'samuel@example.com', city: 'Lagos', orders: 1, spent: 39.9 },
  { id: 6, name: 'Chloé Martin', email: 'chloe@example.com', city: 'Lyon', orders: 9, spent: 610 },
  { id: 7, name: 'Kenji Sato', email: 'kenji@example.com', city: 'Osaka', orders: 4, spent: 289.4 },
  { id: 8, name: 'Grace Mensah', email: 'grace@example.com', city: 'Accra', orders: 15, spent: 998.75 },
];

/** A row as cells in the header's order. */
export const rowCells = (r: SampleRow) => [r.id, r.name, r.email, r.city, r.orders, r.spent] as const;
