import {
  type AuthUser,
  type ChangePasswordRequest,
  COUNTRY_UNKNOWN,
  catalogueUrlSchema,
  type LoginRequest,
  type RegisterRequest,
  shopStartFor,
  TIME_ZONE_NOT_OF_COUNTRY,
} from '@vitrine/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, shops, users } from '../../db/schema.js';
import { badRequest, HttpFail, unauthorized } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { newShopHeader } from '../account/header-design.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { isAddressFree, lockAddress } from '../shop-addresses/service.js';
import { checkUserPassword } from './password-check.js';
import type { SessionClaims, TokenService } from './tokens.js';

const WRONG_CREDENTIALS = 'Email Or Password Invalid';
/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password');

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

async function shopOfOwner(db: Db, userId: number): Promise<number | null> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, userId)).orderBy(asc(shops.id));
  return shop?.id ?? null;
}

function toAuthUser(user: typeof users.$inferSelect, shopId: number | null): AuthUser {
  return { user_id: user.id, shop_id: shopId, userRole: user.role, name: user.name, email: user.email };
}

/**
 * A new shop's country, currency and time zone from the country asked at sign-up (one mapping,
 * contracts' countries.ts, the one the sign-up page shows from); nothing without a country.
 */
async function startOfShop(db: Db, input: RegisterRequest) {
  if (!input.country) return {};
  const start = shopStartFor(input.country, input.time_zone);
  if (!start) throw badRequest(TIME_ZONE_NOT_OF_COUNTRY, { time_zone: TIME_ZONE_NOT_OF_COUNTRY });
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, input.country));
  // Offered by the contracts but missing from this database's reference list: still unknown here.
  if (!country) throw new HttpFail(422, COUNTRY_UNKNOWN, { country: COUNTRY_UNKNOWN });
  return { shopCountryId: country.id, currencyCode: start.currencyCode, timeZone: start.timeZone };
}

export class AuthService {
  private readonly db: Db;

  constructor(
    private readonly writer: Writer,
    private readonly tokens: TokenService,
  ) {
    this.db = writer.db;
  }

  /** A token and the user for right credentials; the same 401 for an unknown e-mail and a wrong password. */
  async login(input: LoginRequest): Promise<{ token: string; user: AuthUser }> {
    const [user] = await this.db.select().from(users).where(byEmail(input.email));
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
    return this.session(user);
  }

  /** The id of the account with this e-mail (any case), or null. */
  async userIdByEmail(email: string): Promise<number | null> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(byEmail(email));
    return user?.id ?? null;
  }

  /** A new owner with a new shop, signed in. */
  async register(input: RegisterRequest): Promise<{ token: string; user: AuthUser }> {
    const [taken] = await this.db.select({ id: users.id }).from(users).where(byEmail(input.email));
    if (taken) throw new HttpFail(409, 'This email is already in use.', { email: 'This email is already in use.' });
    if (!(await this.isUrlFree(input.shop_catalogue_url))) throw urlTaken();
    const start = await startOfShop(this.db, input);
    const passwordHash = await hashPassword(input.password);
    try {
      const { user, shopId } = await this.db.transaction(async (tx) => {
        // Checked again under the address's lock: a shop renaming away from it keeps it reserved.
        await lockAddress(tx, input.shop_catalogue_url);
        if (!(await isAddressFree(tx, input.shop_catalogue_url))) throw urlTaken();
        const [user] = await tx
          .insert(users)
          .values({ email: input.email.trim(), name: input.name, role: 'owner', passwordHash })
          .returning();
        const [shop] = await tx
          .insert(shops)
          .values({
            ownerId: user.id,
            shopName: input.shop_name,
            shopCatalogueUrl: input.shop_catalogue_url,
            shopCatalogueHeader: newShopHeader(),
            seoTitle: input.shop_name,
            ...start,
          })
          .returning({ id: shops.id });
        return { user, shopId: shop.id };
      });
      // A new shop: its URL was "not found" until now, in every instance's cache.
      await shopChanged(this.writer, shopId);
      return this.session(user, shopId);
    } catch (error) {
      if (error instanceof HttpFail) throw error;
      // Two sign-ups racing for the same e-mail or address: the database's unique index decides.
      if (isUniqueViolation(error)) {
        throw new HttpFail(409, 'This email or catalogue address is already in use.', {
          email: 'This email may already be in use.',
          shop_catalogue_url: 'This address may already be taken.',
        });
      }
      throw error;
    }
  }

  /** Whether a catalogue URL may be taken, and why not. */
  async checkUrl(url: string): Promise<{ available: boolean; reason?: string }> {
    const parsed = catalogueUrlSchema.safeParse(url);
    if (!parsed.success) return { available: false, reason: parsed.error.issues[0]?.message ?? 'Not valid.' };
    return (await this.isUrlFree(url)) ? { available: true } : { available: false, reason: 'This address is taken.' };
  }

  /** Free: no shop holds it, now or as a former address (those stay their shop's, so its old links work). */
  isUrlFree(url: string, exceptShopId?: number): Promise<boolean> {
    return isAddressFree(this.db, url, exceptShopId);
  }

  /** The signed-in user, re-read so a deleted account stops working. */
  async me(session: SessionClaims): Promise<AuthUser> {
    const [user] = await this.db.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw unauthorized('Invalid access token');
    return toAuthUser(user, user.role === 'owner' ? await shopOfOwner(this.db, user.id) : null);
  }

  /** Logs the user out everywhere: every token signed before this moment stops working. */
  async logout(session: SessionClaims): Promise<void> {
    await this.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, session.userId), eq(users.sessionVersion, session.sessionVersion)));
  }

  /**
   * Whether a password is the signed-in user's (the lock screen, a password change): a wrong one
   * is a 400 naming the field, never a 401, which would read as "signed out" to the web app.
   */
  confirmPassword(session: SessionClaims, password: string, field = 'password'): Promise<void> {
    return checkUserPassword(this.db, session.userId, password, field);
  }

  /**
   * Sets a new password after checking the current one, and bumps the session version: every
   * other session (other browsers, devices) is refused from now on; this one gets a fresh token.
   */
  async changePassword(
    session: SessionClaims,
    input: ChangePasswordRequest,
  ): Promise<{ token: string; user: AuthUser }> {
    await this.confirmPassword(session, input.current_password, 'current_password');
    if (input.new_password === input.current_password) {
      const message = 'Choose a password different from the current one.';
      throw badRequest(message, { new_password: message });
    }
    const passwordHash = await hashPassword(input.new_password);
    // Only from the session version this token carries: a session ended meanwhile cannot change it.
    const [user] = await this.db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, session.userId), eq(users.sessionVersion, session.sessionVersion)))
      .returning();
    if (!user) throw unauthorized('You have been logged out. Please log in again.');
    return this.session(user);
  }

  private async session(user: typeof users.$inferSelect, knownShopId?: number) {
    const shopId = user.role === 'owner' ? (knownShopId ?? (await shopOfOwner(this.db, user.id))) : null;
    const token = await this.tokens.sign({
      userId: user.id,
      shopId,
      role: user.role,
      sessionVersion: user.sessionVersion,
    });
    return { token, user: toAuthUser(user, shopId) };
  }
}

export const urlTaken = () =>
  new HttpFail(409, 'This catalogue address is taken.', { shop_catalogue_url: 'This address is taken.' });

/** The current session version of each user, read on every signed-in request (a primary-key lookup). */
export const sessionVersionOf =
  (db: Db) =>
  async (userId: number): Promise<number | undefined> => {
    const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId));
    return row?.v;
  };
