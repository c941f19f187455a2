import {
  CellStyleModule,
  ClientSideRowModelModule,
  CsvExportModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  TextFilterModule,
  themeQuartz,
} from 'ag-grid-community';

// Only what the page uses (sorting, resizing and pinning are in the grid's core in v36), so the
// grid's chunk stays small: AllCommunityModule is several times larger.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  // The right-aligned number column is a cell class.
  CellStyleModule,
  TextFilterModule,
  NumberFilterModule,
  QuickFilterModule,
  PaginationModule,
  CsvExportModule,
  LocaleModule,
]);

/**
 * Quartz with its colours taken from Bootstrap's CSS variables: the grid follows light, dark,
 * semi-dark and the primary colour as the page does, with no second theme to keep in step.
 */
export const gridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--bs-body-bg)',
  foregroundColor: 'var(--bs-body-color)',
  headerBackgroundColor: 'var(--bs-tertiary-bg)',
  headerTextColor: 'var(--bs-emphasis-color)',
  borderColor: 'var(--bs-border-color)',
  accentColor: 'var(--bs-primary)',
  chromeBackgroundColor: 'var(--bs-tertiary-bg)',
  oddRowBackgroundColor: 'var(--bs-tertiary-bg)',
  fontFamily: 'inherit',
  fontSize: 14,
  wrapperBorderRadius: 'var(--bs-border-radius)',
});
