import { type Language, languages } from '@vitrine/contracts';

/** The language a mail to this user is written in: their `users.language` when it is one of ours, else English. */
export const mailLanguage = (language: string | null | undefined): Language =>
  (languages as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
