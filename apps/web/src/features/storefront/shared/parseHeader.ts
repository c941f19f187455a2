// The shared header parser (and zod behind it) in its own chunk: a first visit gets the header
// already parsed by the server in the page (see headerSource.ts), so it never downloads this.
export { parseCatalogueHeader } from '@vitrine/contracts';
