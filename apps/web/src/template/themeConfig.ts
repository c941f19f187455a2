/**
 * The template's one theme config file: the customizer's defaults and the flag that
 * shows the customizer at all (spec section 4: disabled by default).
 */
export const themes = ['light', 'dark', 'semi-dark'] as const;
export const navbarTypes = ['hidden', 'static', 'sticky', 'floating'] as const;
export const footerTypes = ['hidden', 'static', 'sticky'] as const;
export const menuThemes = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
/** `default` is the plain navbar of the current theme; the rest are Bootstrap's colours. */
export const navbarColors = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const directions = ['ltr', 'rtl'] as const;
export const layouts = ['vertical', 'horizontal'] as const;

export type Theme = (typeof themes)[number];
export type NavbarType = (typeof navbarTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type MenuTheme = (typeof menuThemes)[number];
export type NavbarColor = (typeof navbarColors)[number];
export type Direction = (typeof directions)[number];
export type LayoutName = (typeof layouts)[number];

export interface CustomizerState {
  theme: Theme;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  menuTheme: MenuTheme;
  sidebarCollapsed: boolean;
  hideScrollToTop: boolean;
  direction: Direction;
  layout: LayoutName;
}

export const themeConfig: CustomizerState = {
  theme: 'light',
  navbarColor: 'default',
  navbarType: 'sticky',
  footerType: 'static',
  menuTheme: 'primary',
  sidebarCollapsed: false,
  hideScrollToTop: false,
  direction: 'ltr',
  layout: 'vertical',
};

/** Window width from which the horizontal layout and the menu collapse toggle apply. */
export const WIDE_SCREEN_MIN = 1200;
/** Scroll distance after which the horizontal layout's header takes its scrolled style. */
export const HEADER_SCROLL_THRESHOLD = 50;

export const CUSTOMIZER_STORAGE_KEY = 'vitrine.customizer';

/**
 * The customizer shows when the build says so (`VITE_CUSTOMIZER=true`, set by `npm run dev`),
 * or at run time through `?customizer=1` in the address or `localStorage['vitrine.customizer'] = '1'`,
 * so a browser test can turn it on against the production build.
 */
export function customizerEnabled(
  buildFlag: string | undefined = import.meta.env.VITE_CUSTOMIZER,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  stored: () => string | null = () => localStorage.getItem(CUSTOMIZER_STORAGE_KEY),
): boolean {
  if (buildFlag === 'true') return true;
  if (new URLSearchParams(search).get('customizer') === '1') return true;
  try {
    return stored() === '1';
  } catch {
    return false;
  }
}
