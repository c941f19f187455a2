import type { LoginRequest, RegisterRequest } from '@vitrine/contracts';
import { isCountryCode, timeZonesOf } from '@vitrine/contracts/countries';
import { breaksRule, fieldRules, type RuleBreak, type TextRule } from '@vitrine/contracts/rules';
// Only zod's e-mail pattern (a plain regular expression), so the doors accept exactly the addresses
// the old zod forms did without downloading zod itself.
import { regexes } from 'zod/v4/core';
import type { DoorText } from './strings';

type T = DoorText['t'];
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export interface Checked<K extends string, V> {
  errors: FieldErrors<K>;
  values: V;
}

const isEmail = (value: string) => regexes.email.test(value);

/** A text under the server contract's rule (contracts/rules.ts): its cleaned value and the first message it breaks. */
function underRule(
  rule: TextRule,
  raw: string,
  messages: { required: string; tooLong: string } & Partial<Record<RuleBreak, string>>,
) {
  const value = rule.trim === false ? raw : raw.trim();
  const broken = breaksRule(rule, value);
  return { value, error: broken ? (messages[broken] ?? messages.required) : undefined };
}

/** The e-mail checks in the order the old forms ran them; the first that fails is shown. */
function email(raw: string, checks: [boolean, string][]): { value: string; error?: string } {
  return { value: raw.trim(), error: checks.find(([failed]) => failed)?.[1] };
}

function collect<K extends string>(fields: Record<K, { error?: string }>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [name, field] of Object.entries(fields) as [K, { error?: string }][]) {
    if (field.error) errors[name] = field.error;
  }
  return errors;
}

/** Sign-in: an address that looks like one, and any password (its rules are the server's to judge). */
export function checkLogin(raw: LoginRequest, t: T): Checked<keyof LoginRequest, LoginRequest> {
  const address = raw.email.trim();
  const fields = {
    email: email(raw.email, [
      [address.length < 1, t('auth.errors.emailRequired')],
      [!isEmail(address), t('auth.errors.emailInvalid')],
    ]),
    password: { value: raw.password, error: raw.password.length < 1 ? t('auth.errors.passwordRequired') : undefined },
  };
  return { errors: collect(fields), values: { email: fields.email.value, password: fields.password.value } };
}

/** The sign-up form as typed: every field text, the country an ISO code ('' until chosen). */
export type RegisterForm = Required<Record<keyof RegisterRequest, string>>;

/** Sign-up: every field under the server contract's own rule, in the owner's language. */
export function checkRegister(raw: RegisterForm, t: T): Checked<keyof RegisterForm, RegisterRequest> {
  const tooLong = (max: number) => t('errors.tooLong', { max });
  const address = raw.email.trim();
  const country = isCountryCode(raw.country) ? raw.country : undefined;
  const zone = country && timeZonesOf(country).includes(raw.time_zone) ? raw.time_zone : undefined;
  const fields = {
    name: underRule(fieldRules.personName, raw.name, {
      required: t('auth.errors.nameRequired'),
      tooLong: tooLong(fieldRules.personName.max),
      control: t('errors.control'),
    }),
    shop_name: underRule(fieldRules.shopName, raw.shop_name, {
      required: t('auth.errors.shopNameRequired'),
      tooLong: tooLong(fieldRules.shopName.max),
      control: t('errors.control'),
    }),
    shop_catalogue_url: underRule(fieldRules.catalogueUrl, raw.shop_catalogue_url, {
      required: t('auth.errors.urlShort'),
      tooShort: t('auth.errors.urlShort'),
      tooLong: tooLong(fieldRules.catalogueUrl.max),
      control: t('errors.control'),
      pattern: t('auth.errors.urlFormat'),
    }),
    email: email(raw.email, [
      [address.length < 1, t('auth.errors.emailRequired')],
      [!isEmail(address), t('auth.errors.emailInvalid')],
      [address.length > fieldRules.email.max, tooLong(fieldRules.email.max)],
    ]),
    password: underRule(fieldRules.password, raw.password, {
      required: t('auth.errors.passwordShort'),
      tooShort: t('auth.errors.passwordShort'),
      tooLong: tooLong(fieldRules.password.max),
    }),
    country: { error: country ? undefined : t('auth.errors.countryRequired') },
    // '' is the country's default zone.
    time_zone: { error: raw.time_zone && !zone ? t('auth.errors.timeZone') : undefined },
  };
  return {
    errors: collect(fields),
    values: {
      name: fields.name.value,
      shop_name: fields.shop_name.value,
      shop_catalogue_url: fields.shop_catalogue_url.value,
      email: fields.email.value,
      password: fields.password.value,
      ...(country ? { country } : {}),
      ...(zone ? { time_zone: zone } : {}),
    },
  };
}

/** Forgot password: one address, under the server's length rule. */
export function checkForgot(raw: { email: string }, t: T): Checked<'email', { email: string }> {
  const address = raw.email.trim();
  const field = email(raw.email, [
    [address.length < 1, t('forgotErrors.emailRequired')],
    [address.length > fieldRules.email.max, t('forgotErrors.tooLong', { max: fieldRules.email.max })],
    [!isEmail(address), t('forgotErrors.emailInvalid')],
  ]);
  return { errors: collect({ email: field }), values: { email: field.value } };
}
