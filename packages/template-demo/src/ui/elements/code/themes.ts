import { type PrismTheme, themes } from 'prism-react-renderer';

/** Token colours of the VS themes that miss AA contrast (4.5:1) on their own background, and a readable step. */
const lightFixes: Record<string, string> = {
  'rgb(255, 0, 0)': 'rgb(196, 0, 0)', // attribute names, 4.0:1 → 5.9:1
};
const darkFixes: Record<string, string> = {
  'rgb(0, 0, 128)': 'rgb(106, 153, 85)', // prolog, nearly invisible → the comment green
  'rgb(100, 102, 149)': 'rgb(160, 162, 214)', // constants, 3.2:1 → 7:1
  '#808080': '#a6a6a6', // tag punctuation, 4.2:1 → 6.9:1
};

function readable(theme: PrismTheme, fixes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && fixes[colour] ? { ...entry, style: { ...entry.style, color: fixes[colour] } } : entry;
    }),
  };
}

/** The code block's themes for the app's light and dark colour modes. */
export const codeThemes = { light: readable(themes.vsLight, lightFixes), dark: readable(themes.vsDark, darkFixes) };
