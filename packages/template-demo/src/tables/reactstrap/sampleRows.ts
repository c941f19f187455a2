/** The template's sample rows for the Bootstrap tables (demo content, English like every demo row). */
export interface ProjectRow {
  project: string;
  client: string;
  owner: string;
  status: 'Active' | 'Pending' | 'Completed';
  budget: number;
}

export const projects: ProjectRow[] = [
  { project: 'Storefront redesign', client: 'Northwind', owner: 'Ada Almeida', status: 'Active', budget: 12400 },
  { project: 'Mobile checkout', client: 'Blue Harbor', owner: 'Hugo Becker', status: 'Pending', budget: 8600 },
  { project: 'Loyalty programme', client: 'Atlas Foods', owner: 'Inês Costa', status: 'Completed', budget: 15200 },
  { project: 'Product photography', client: 'Kite Labs', owner: 'Jonas Fischer', status: 'Active', budget: 4300 },
];

export const statusVariant: Record<ProjectRow['status'], string> = {
  Active: 'primary',
  Pending: 'warning',
  Completed: 'success',
};

/** The responsive example's columns (keys of `columns.*` in the tables namespace): more than a phone can show. */
export const wideColumns = [
  'order',
  'customer',
  'email',
  'product',
  'quantity',
  'unitPrice',
  'shipping',
  'city',
  'country',
  'placedOn',
  'status',
] as const;

export const wideRows: string[][] = [
  [
    '#5089',
    'Ada Almeida',
    'ada@northwind.example',
    'Laptop Pro 14',
    '1',
    '$1,299.00',
    'Express',
    'Lisbon',
    'Portugal',
    '2026-05-02',
    'Paid',
  ],
  [
    '#5090',
    'Hugo Becker',
    'hugo@blueharbor.example',
    'Soundbar',
    '2',
    '$249.00',
    'Standard',
    'Munich',
    'Germany',
    '2026-05-03',
    'Shipped',
  ],
  [
    '#5091',
    'Chloé Dubois',
    'chloe@kitelabs.example',
    'Smart watch',
    '1',
    '$399.00',
    'Pickup',
    'Lyon',
    'France',
    '2026-05-04',
    'Pending',
  ],
];
