import { z } from 'zod';
import { languages } from './languages.js';

/** Issue 13's account settings: the languages an owner may choose for the account area and mails. */
export const ownerLanguage = z.enum(languages);
export type OwnerLanguage = z.infer<typeof ownerLanguage>;
