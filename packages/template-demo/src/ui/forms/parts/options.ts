/** The theme colours the coloured-control examples cycle through. */
export const colourVariants = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
export type ColourVariant = (typeof colourVariants)[number];
