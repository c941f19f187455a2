import type { GroupBase, StylesConfig } from 'react-select';

/**
 * react-select drawn with Bootstrap's CSS variables, so it follows the light, dark and semi-dark
 * themes like the form controls around it (its own styles are fixed light colours).
 */
export function bootstrapSelectStyles<Option, Multi extends boolean>(): StylesConfig<Option, Multi, GroupBase<Option>> {
  return {
    control: (base, state) => ({
      ...base,
      backgroundColor: 'var(--bs-body-bg)',
      borderColor: state.isFocused ? 'var(--bs-primary)' : 'var(--bs-border-color)',
      borderRadius: 'var(--bs-border-radius)',
      boxShadow: state.isFocused ? '0 0 0 0.25rem rgba(var(--bs-primary-rgb), 0.25)' : 'none',
      '&:hover': { borderColor: state.isFocused ? 'var(--bs-primary)' : 'var(--bs-secondary-color)' },
    }),
    menu: (base) => ({
      ...base,
      backgroundColor: 'var(--bs-body-bg)',
      border: '1px solid var(--bs-border-color)',
      boxShadow: 'var(--bs-box-shadow)',
      zIndex: 5,
    }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected
        ? 'var(--bs-primary)'
        : state.isFocused
          ? 'var(--bs-tertiary-bg)'
          : 'transparent',
      color: state.isSelected ? '#fff' : 'var(--bs-body-color)',
      ':active': { backgroundColor: 'var(--bs-secondary-bg)' },
    }),
    singleValue: (base) => ({ ...base, color: 'var(--bs-body-color)' }),
    input: (base) => ({ ...base, color: 'var(--bs-body-color)' }),
    placeholder: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
    multiValue: (base) => ({ ...base, backgroundColor: 'var(--bs-primary-bg-subtle)', borderRadius: '50rem' }),
    multiValueLabel: (base) => ({ ...base, color: 'var(--bs-primary-text-emphasis)', paddingInlineStart: '0.6rem' }),
    multiValueRemove: (base) => ({
      ...base,
      color: 'var(--bs-primary-text-emphasis)',
      borderRadius: '50rem',
      ':hover': { backgroundColor: 'var(--bs-danger-bg-subtle)', color: 'var(--bs-danger-text-emphasis)' },
    }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--bs-border-color)' }),
    dropdownIndicator: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
    clearIndicator: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
    noOptionsMessage: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
    loadingMessage: (base) => ({ ...base, color: 'var(--bs-secondary-color)' }),
  };
}
