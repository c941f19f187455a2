import { createHash, randomBytes } from 'node:crypto';

/** A reset link lasts one hour. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;

/** 32 random bytes, base64url: what goes into the link (and never into the database). */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table opens no account. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
