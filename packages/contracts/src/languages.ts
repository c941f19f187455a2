/** The product's four languages (web app and mails). */
export const languages = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
