// Drizzle (and drizzle-kit) need the whole schema as one object. Each table is declared by the feature
// that owns it (docs/ARCHITECTURE.md, "Who owns which table"); nothing but db/ imports this barrel.
export * from '../../features/auth/schema.ts';
export * from '../../features/billing/schema.ts';
export * from '../../features/books/schema.ts';
export * from '../../features/search/schema.ts';
export * from '../../features/feedback/schema.ts';
export * from '../../features/member/schema.ts';
export * from '../../features/settings/schema.ts';
export * from '../../features/book-update/schema.ts';
export * from '../../features/rate-limits/schema.ts';
export * from '../../features/notifications/schema.ts';
export * from '../../features/transfers/schema.ts';
