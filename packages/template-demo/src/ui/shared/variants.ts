/** Bootstrap's theme colours, in its own order: the showcase pages loop over them. */
export const themeColors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const;
export type ThemeColor = (typeof themeColors)[number];

/** "primary" → "Primary": variant names are the demo text of the examples. */
export const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
