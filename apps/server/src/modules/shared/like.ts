/** `text` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` stand for themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
