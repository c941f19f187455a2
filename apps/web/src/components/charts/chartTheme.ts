/** The colours a chart needs, read from Bootstrap's CSS variables so charts follow the theme. */
export interface ChartTheme {
  /** Changes whenever the colours or the direction change: a chart keyed on it redraws. */
  key: string;
  mode: 'light' | 'dark';
  rtl: boolean;
  primary: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  secondary: string;
  /** Text, axis labels and legends. */
  body: string;
  /** Secondary text (axis ticks, captions). */
  muted: string;
  /** Grid lines and axis lines. */
  border: string;
  /** The card background: slice borders and track colours. */
  surface: string;
  /** Series colours in order: primary, success, warning, danger, info. */
  palette: string[];
}

/** Fallbacks are Bootstrap's light defaults, for a variable that is not (yet) defined. */
const fallback = {
  primary: '#7367f0',
  success: '#198754',
  warning: '#ffc107',
  danger: '#dc3545',
  info: '#0dcaf0',
  secondary: '#6c757d',
  body: '#212529',
  muted: 'rgba(33, 37, 41, 0.75)',
  border: '#dee2e6',
  surface: '#ffffff',
};

const variables: Record<keyof typeof fallback, string> = {
  primary: '--bs-primary',
  success: '--bs-success',
  warning: '--bs-warning',
  danger: '--bs-danger',
  info: '--bs-info',
  secondary: '--bs-secondary',
  body: '--bs-body-color',
  muted: '--bs-secondary-color',
  border: '--bs-border-color',
  surface: '--bs-body-bg',
};

/** Builds the theme from a variable reader (the document's computed style in the app, a map in tests). */
export function chartThemeFrom(read: (name: string) => string, mode: 'light' | 'dark', rtl: boolean): ChartTheme {
  const colours = {} as Record<keyof typeof fallback, string>;
  for (const name of Object.keys(variables) as (keyof typeof fallback)[]) {
    colours[name] = read(variables[name]).trim() || fallback[name];
  }
  return {
    ...colours,
    key: `${mode}|${rtl ? 'rtl' : 'ltr'}|${colours.body}|${colours.primary}|${colours.border}`,
    mode,
    rtl,
    palette: [colours.primary, colours.success, colours.warning, colours.danger, colours.info],
  };
}
