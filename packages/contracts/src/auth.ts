import { z } from 'zod';
import { emailAddress, ruleText } from './common.js';
import { countryCodes, timeZonesOf } from './countries.js';
import { success } from './envelope.js';
import { fieldRules } from './rules.js';
import { catalogueUrlSchema } from './shop.js';

export const userRoles = ['owner', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in user (spec section 3 "Auth": user_id, shop_id, userRole). */
export const authUser = z.object({
  user_id: z.number().int(),
  shop_id: z.number().int().nullable(),
  userRole: z.enum(userRoles),
  name: z.string(),
  email: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

export const loginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254)
    .refine((v) => !v.includes('\u0000'), 'Use an e-mail address such as name@example.com.'),
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const passwordSchema = z
  .string()
  .min(fieldRules.password.min, `Use at least ${fieldRules.password.min} characters.`)
  .max(fieldRules.password.max, `Use at most ${fieldRules.password.max} characters.`);

export const COUNTRY_UNKNOWN = 'Pick a country from the list.';
export const TIME_ZONE_NOT_OF_COUNTRY = "Pick one of your country's time zones.";

export const registerRequest = z
  .object({
    name: ruleText(fieldRules.personName),
    email: emailAddress,
    password: passwordSchema,
    shop_name: ruleText(fieldRules.shopName),
    shop_catalogue_url: catalogueUrlSchema,
    /**
     * The shop's country (ISO 3166 code, countries.ts): the shop starts in its currency and time
     * zone, and reads phone numbers in it. Absent: a shop without a country, in USD, as before.
     */
    country: z.enum(countryCodes, { error: COUNTRY_UNKNOWN }).optional(),
    /** One of the country's time zones; absent: the country's default. */
    time_zone: z.string().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.time_zone && !(v.country && timeZonesOf(v.country).includes(v.time_zone)))
      ctx.addIssue({ code: 'custom', path: ['time_zone'], message: TIME_ZONE_NOT_OF_COUNTRY });
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Login and register answer with a session token (JWT, 8 hours) and the user. */
export const authResponse = success({ token: z.string(), user: authUser });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = success({ user: authUser });
export type MeResponse = z.infer<typeof meResponse>;

/** `GET /api/auth/check-url/:url`: whether a catalogue URL may be taken, and why not. */
export const checkUrlResponse = success({ available: z.boolean(), reason: z.string().optional() });
export type CheckUrlResponse = z.infer<typeof checkUrlResponse>;

/** `POST /api/auth/logout`: ends every session of the signed-in user (their tokens stop working). */
export const logoutResponse = success({});
export type LogoutResponse = z.infer<typeof logoutResponse>;
