/**
 * react-data-table-component's colours as CSS variables that point at Bootstrap's: the table
 * follows light, dark and semi-dark (and the primary colour) without being re-created. Its own
 * default theme is light-only; a theme made only of `--rdt-*` keys is applied as it is.
 */
export function dataTableTheme(dark: boolean): Record<string, string> {
  return {
    '--rdt-color-scheme': dark ? 'dark' : 'light',
    '--rdt-color-primary': 'var(--bs-primary)',
    '--rdt-color-text-primary': 'var(--bs-body-color)',
    '--rdt-color-text-secondary': 'var(--bs-secondary-color)',
    '--rdt-color-text-disabled': 'var(--bs-tertiary-color)',
    '--rdt-color-bg': 'var(--bs-body-bg)',
    '--rdt-color-header-bg': 'var(--bs-tertiary-bg)',
    '--rdt-color-footer-bg': 'var(--bs-body-bg)',
    '--rdt-color-context-bg': 'var(--bs-primary-bg-subtle)',
    '--rdt-color-context-text': 'var(--bs-primary-text-emphasis)',
    '--rdt-color-divider': 'var(--bs-border-color)',
    '--rdt-color-btn': 'var(--bs-secondary-color)',
    '--rdt-color-btn-focus': 'var(--bs-primary)',
    '--rdt-color-btn-hover': 'var(--bs-secondary-bg)',
    '--rdt-color-btn-disabled': 'var(--bs-tertiary-color)',
    '--rdt-color-selected': 'var(--bs-primary-bg-subtle)',
    '--rdt-color-selected-text': 'var(--bs-emphasis-color)',
    '--rdt-color-highlight': 'var(--bs-secondary-bg)',
    '--rdt-color-highlight-text': 'var(--bs-emphasis-color)',
    '--rdt-color-striped': 'var(--bs-tertiary-bg)',
    '--rdt-color-striped-text': 'var(--bs-body-color)',
    '--rdt-color-scrollbar-thumb': 'var(--bs-secondary-color)',
    '--rdt-font-size': '0.875rem',
    '--rdt-font-size-header': '0.8125rem',
  };
}
