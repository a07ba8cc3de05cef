export { buildCatalogueService, type CatalogueService, type CatalogueServiceOptions } from './app';
export { readConfig, type CatalogueConfig } from './config';
export { buildOpenApiDocument } from './api/openapi';
export { catalogueMigrations } from './db/migrations';
export type { CatalogueSchema } from './db/schema';
export {
  catalogueDocumentSchema,
  type CatalogueDocument,
  type CatalogueDocumentInput,
} from './model/document';
export {
  importCatalogue,
  loadCatalogue,
  prepareCatalogueDatabase,
  CatalogueImportError,
} from './store/catalogue-store';
export { buildSeedCatalogue } from './seed/index';
export { catalogueSeedMediaPaths } from './seed/media';
