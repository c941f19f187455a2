import { fieldRules } from '@vitrine/contracts/rules';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ruleString } from '../../../components/forms/ruleString';

/** The new password (the product's password rule, contracts/rules.ts) typed twice alike. */
export function resetSchema(t: TFunction) {
  return z
    .object({
      password: ruleString(fieldRules.password, {
        required: t('errors.passwordShort'),
        tooShort: t('errors.passwordShort'),
        tooLong: t('errors.tooLong', { max: fieldRules.password.max }),
      }),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('errors.mismatch') });
}
