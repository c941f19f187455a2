import { fieldRules } from '@vitrine/contracts/rules';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ruleString } from '../../../components/forms/ruleString';

/** Sign-up fields under the server contract's own rules (contracts/rules.ts), in the owner's language. */
export function registerSchema(t: TFunction) {
  return z.object({
    name: ruleString(fieldRules.personName, {
      required: t('auth.errors.nameRequired'),
      tooLong: t('errors.tooLong', { max: fieldRules.personName.max }),
      control: t('errors.control'),
    }),
    shop_name: ruleString(fieldRules.shopName, {
      required: t('auth.errors.shopNameRequired'),
      tooLong: t('errors.tooLong', { max: fieldRules.shopName.max }),
      control: t('errors.control'),
    }),
    // The server's catalogue-URL rule (contracts/rules.ts), not a copy of it.
    shop_catalogue_url: ruleString(fieldRules.catalogueUrl, {
      required: t('auth.errors.urlShort'),
      tooShort: t('auth.errors.urlShort'),
      tooLong: t('errors.tooLong', { max: fieldRules.catalogueUrl.max }),
      control: t('errors.control'),
      pattern: t('auth.errors.urlFormat'),
    }),
    email: z
      .string()
      .trim()
      .min(1, t('auth.errors.emailRequired'))
      .email(t('auth.errors.emailInvalid'))
      .max(fieldRules.email.max, t('errors.tooLong', { max: fieldRules.email.max })),
    password: ruleString(fieldRules.password, {
      required: t('auth.errors.passwordShort'),
      tooShort: t('auth.errors.passwordShort'),
      tooLong: t('errors.tooLong', { max: fieldRules.password.max }),
    }),
  });
}
