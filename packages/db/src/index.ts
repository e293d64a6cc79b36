// Database package: schema, client factory (PGlite or PostgreSQL) and the demo seed.
export * as tables from './schema/index.js';
export * from './client.js';
export * from './seed/demo.js';
export * from './seed/demo-data.js';
