// Drizzle needs the whole schema as one object; each feature's tables live in their own file.
export * from './users.ts';
export * from './security.ts';
export * from './billing.ts';
export * from './archive.ts';
export * from './favorites.ts';
