/** The mock's accounts and sessions (spec sections 3 and 7: mock accounts demo, admin, staff). */
export interface MockUser {
  id: number;
  email: string;
  password: string;
  name: string;
  role: 'admin' | 'staff' | 'user';
}

export interface MockSession {
  accessToken: string;
  userId: number;
  /** epoch milliseconds */
  expiresAt: number;
}

export interface AuthDb {
  users: MockUser[];
  sessions: MockSession[];
  /** Makes every issued token different without randomness, so handlers stay pure. */
  tokenCounter: number;
}

/** Spec section 9: mock token lifetime 8000 (unit not shown); taken as seconds here. */
export const MOCK_TOKEN_LIFETIME_MS = 8000 * 1000;

export function createAuthDb(): AuthDb {
  return {
    users: [
      { id: 1, email: 'demo@demo.com', password: 'demo', name: 'John Doe', role: 'admin' },
      { id: 2, email: 'admin@demo.com', password: 'admin', name: 'Jane Admin', role: 'admin' },
      { id: 3, email: 'staff@demo.com', password: 'staff', name: 'Sam Staff', role: 'staff' },
    ],
    sessions: [],
    tokenCounter: 0,
  };
}
