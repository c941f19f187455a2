import { seeded } from './random';

/** A row of the ag-Grid demo (spec section 3). */
export interface GridRow {
  firstname: string;
  lastname: string;
  company: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  email: string;
  web: string;
  followers: number;
}

const first = ['Ada', 'Bruno', 'Chloé', 'Dário', 'Elif', 'Femi', 'Greta', 'Hugo', 'Inês', 'Jonas', 'Kiri', 'Lena'];
const last = ['Almeida', 'Becker', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jansen'];
const places = [
  { city: 'Lisbon', state: 'Lisboa', country: 'Portugal' },
  { city: 'Porto', state: 'Porto', country: 'Portugal' },
  { city: 'Munich', state: 'Bavaria', country: 'Germany' },
  { city: 'Hamburg', state: 'Hamburg', country: 'Germany' },
  { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Austin', state: 'Texas', country: 'United States' },
  { city: 'Pune', state: 'Maharashtra', country: 'India' },
];
const companies = ['Northwind', 'Blue Harbor', 'Atlas Foods', 'Kite Labs', 'Orchard & Co', 'Lumen Print'];

/** 200 rows, the same on every load. */
export function createGridRows(): GridRow[] {
  const random = seeded(0x6a1d);
  return Array.from({ length: 200 }, (_, i) => {
    const firstname = random.pick(first);
    const lastname = random.pick(last);
    const company = random.pick(companies);
    const place = random.pick(places);
    const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    const phone = () => `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`;
    return {
      firstname,
      lastname,
      company,
      address: `${random.int(1, 250)} ${random.pick(['Market', 'Harbour', 'Oak', 'Station', 'Mill'])} Street`,
      ...place,
      zip: String(random.int(10000, 99999)),
      phone: phone(),
      fax: phone(),
      email: `${firstname
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.${lastname.toLowerCase()}${i}@${domain}`,
      web: `https://${domain}`,
      followers: random.int(0, 9999),
    };
  });
}
