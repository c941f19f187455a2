import type { GroupBase, StylesConfig, Theme } from 'react-select';

/**
 * react-select paints with inline styles from its theme; pointing the theme at Bootstrap's CSS
 * variables makes it follow light, dark and semi-dark like the native controls.
 */
export const bootstrapTheme = (theme: Theme): Theme => ({
  ...theme,
  borderRadius: 6,
  colors: {
    ...theme.colors,
    primary: 'var(--bs-primary)',
    primary75: 'rgba(var(--bs-primary-rgb), 0.75)',
    primary50: 'rgba(var(--bs-primary-rgb), 0.5)',
    primary25: 'var(--bs-primary-bg-subtle)',
    danger: 'var(--bs-danger)',
    dangerLight: 'var(--bs-danger-bg-subtle)',
    neutral0: 'var(--bs-body-bg)',
    neutral5: 'var(--bs-secondary-bg)',
    neutral10: 'var(--bs-secondary-bg)',
    neutral20: 'var(--bs-border-color)',
    neutral30: 'var(--bs-secondary-color)',
    neutral40: 'var(--bs-secondary-color)',
    neutral50: 'var(--bs-secondary-color)',
    neutral60: 'var(--bs-body-color)',
    neutral70: 'var(--bs-body-color)',
    neutral80: 'var(--bs-body-color)',
    neutral90: 'var(--bs-emphasis-color)',
  },
});

/** The few spots the theme does not reach: menu above the page, readable group headings and chips. */
export function bootstrapStyles<Option, Multi extends boolean>(): StylesConfig<Option, Multi, GroupBase<Option>> {
  return {
    menu: (base) => ({ ...base, zIndex: 5, border: '1px solid var(--bs-border-color)' }),
    groupHeading: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
    multiValueLabel: (base) => ({ ...base, color: 'var(--bs-emphasis-color)' }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? '#fff' : 'var(--bs-body-color)',
    }),
  };
}
