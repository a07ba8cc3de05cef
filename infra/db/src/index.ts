export { parseDatabaseUrl, defaultDatabaseUrl, repoRoot, type DatabaseTarget } from './config';
export { openDatabase, type Database, type Dialect } from './open';
export { migrateToLatest, type Migrations } from './migrate';
