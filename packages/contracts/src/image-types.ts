/**
 * The picture formats an upload may be (the server checks the bytes, the file picker offers these).
 * A module without zod: the account area's pages import it without loading every schema.
 */
export const uploadImageTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
