import { seeded } from './random';

export const userRoles = ['admin', 'staff', 'user'] as const;
export const userStatuses = ['active', 'blocked', 'deactivated'] as const;
export const userDepartments = ['sales', 'development', 'management'] as const;
export const contactOptions = ['email', 'message', 'phone'] as const;
export const permissionAreas = ['users', 'posts', 'comments'] as const;
export const permissionActions = ['read', 'write', 'create', 'delete'] as const;
export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];
export type UserDepartment = (typeof userDepartments)[number];
export type ContactOption = (typeof contactOptions)[number];
export type PermissionArea = (typeof permissionAreas)[number];

/** How many avatar pictures there are: user N has `/assets/demo/avatars/((N - 1) % 12 + 1).svg`. */
export const AVATAR_COUNT = 12;

export interface Permission {
  read: boolean;
  write: boolean;
  create: boolean;
  delete: boolean;
}
export interface UserLocation {
  add_line_1: string;
  add_line_2: string;
  post_code: string;
  city: string;
  state: string;
  country: string;
}
export interface SocialLinks {
  twitter: string;
  facebook: string;
  instagram: string;
  github: string;
  codepen: string;
  slack: string;
}
/** A sample user of the user list/view/edit pages (spec section 3, "User"). */
export interface User {
  id: number;
  username: string;
  avatar: string;
  email: string;
  name: string;
  /** yyyy-mm-dd */
  dob: string;
  gender: 'male' | 'female';
  country: string;
  role: UserRole;
  status: UserStatus;
  is_verified: boolean;
  department: UserDepartment;
  company: string;
  mobile: string;
  website: string;
  languages_known: string[];
  contact_options: ContactOption[];
  location: UserLocation;
  social_links: SocialLinks;
  permissions: Record<PermissionArea, Permission>;
}
export interface UsersDb {
  users: User[];
}

export const userLanguages = ['English', 'French', 'German', 'Spanish', 'Portuguese', 'Italian', 'Hindi'] as const;

const firstNames = {
  female: ['Asha', 'Lena', 'Joana', 'Chloé', 'Maya', 'Sofia', 'Aiko', 'Nora', 'Priya', 'Elena', 'Grace', 'Amara'],
  male: ['Marco', 'Samuel', 'Lucas', 'Ravi', 'Jonas', 'Mateo', 'Kenji', 'Omar', 'Hugo', 'Daniel', 'Tariq', 'Felix'],
};
const lastNames = [
  'Patil',
  'Rossi',
  'Vogel',
  'Silva',
  'Okafor',
  'Martin',
  'Garcia',
  'Tanaka',
  'Mensah',
  'Novak',
  'Dubois',
  'Fischer',
  'Costa',
  'Sharma',
  'Haddad',
  'Larsen',
];
const companies = ['Vitrine', 'Sunrise Bakery', 'BulkMart', 'Northwind Traders', 'Blue Harbor', 'Papel & Co'];
/** Country, its states with their cities, and the telephone prefix. */
const places: readonly { country: string; prefix: string; states: Record<string, string[]> }[] = [
  { country: 'India', prefix: '+91', states: { Maharashtra: ['Pune', 'Mumbai'], Karnataka: ['Bengaluru', 'Mysuru'] } },
  { country: 'Italy', prefix: '+39', states: { Lazio: ['Rome'], Lombardy: ['Milan', 'Bergamo'] } },
  { country: 'Germany', prefix: '+49', states: { Bavaria: ['Munich', 'Nuremberg'], Berlin: ['Berlin'] } },
  { country: 'Portugal', prefix: '+351', states: { Lisbon: ['Lisbon', 'Sintra'], Porto: ['Porto'] } },
  { country: 'France', prefix: '+33', states: { 'Île-de-France': ['Paris'], Occitanie: ['Toulouse', 'Montpellier'] } },
  { country: 'United States', prefix: '+1', states: { California: ['San Diego', 'Oakland'], Texas: ['Austin'] } },
];
const streets = ['Market Street', 'Station Road', 'Harbour Lane', 'Park Avenue', 'Mill Road', 'Church Street'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** 50 users, the same on every load (user 1 is an active, verified admin). */
export function createUsersDb(): UsersDb {
  const random = seeded(0x05e75);
  const taken = new Set<string>();
  const users: User[] = [];
  for (let id = 1; id <= 50; id++) {
    const gender = random.pick(['male', 'female'] as const);
    const first = random.pick(firstNames[gender]);
    const last = random.pick(lastNames);
    let username = `${slug(first)}.${slug(last)}`;
    if (taken.has(username)) username = `${username}${id}`;
    taken.add(username);
    const company = random.pick(companies);
    const place = random.pick(places);
    const state = random.pick(Object.keys(place.states));
    const role = id === 1 ? 'admin' : random.pick(userRoles);
    const permission = (): Permission =>
      role === 'admin'
        ? { read: true, write: true, create: true, delete: true }
        : { read: true, write: random.chance(0.5), create: random.chance(0.4), delete: random.chance(0.2) };
    const languages = userLanguages.filter(() => random.chance(0.3));
    const contacts = contactOptions.filter(() => random.chance(0.6));
    users.push({
      id,
      username,
      avatar: `/assets/demo/avatars/${((id - 1) % AVATAR_COUNT) + 1}.svg`,
      email: `${username}@${slug(company)}.example`,
      name: `${first} ${last}`,
      dob: `${random.int(1960, 2004)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      gender,
      country: place.country,
      role,
      status: id === 1 ? 'active' : random.pick(userStatuses),
      is_verified: id === 1 || random.chance(0.7),
      department: random.pick(userDepartments),
      company,
      mobile: `${place.prefix} ${random.int(600, 999)} ${pad(random.int(0, 999), 3)} ${pad(random.int(0, 9999), 4)}`,
      website: `https://${username.replace('.', '-')}.example`,
      languages_known: languages.length ? languages : ['English'],
      contact_options: contacts.length ? contacts : ['email'],
      location: {
        add_line_1: `${random.int(1, 250)} ${random.pick(streets)}`,
        add_line_2: random.chance(0.5) ? `Floor ${random.int(1, 9)}` : '',
        post_code: pad(random.int(1000, 99999), 5),
        city: random.pick(place.states[state]),
        state,
        country: place.country,
      },
      social_links: {
        twitter: `https://twitter.com/${username}`,
        facebook: `https://www.facebook.com/${username}`,
        instagram: `https://www.instagram.com/${username}`,
        github: `https://github.com/${username.replace('.', '-')}`,
        codepen: `https://codepen.io/${username.replace('.', '-')}`,
        slack: `@${username}`,
      },
      permissions: { users: permission(), posts: permission(), comments: permission() },
    });
  }
  return { users };
}
