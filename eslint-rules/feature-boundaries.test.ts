import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const web = (file: string) => `/repo/web/src/${file}`;
const server = (file: string) => `/repo/server/src/${file}`;

tester.run('feature-boundaries', rule, {
  valid: [
    // web: inside a feature, shared code, composition in app/
    { filename: web('features/auth/pages/login-page.tsx'), code: "import { x } from '../components/login-form.tsx';" },
    {
      filename: web('features/admin/panel/admin-page.tsx'),
      code: "import { x } from '../plans/api/get-admin-plans.ts';",
    },
    { filename: web('features/auth/pages/login-page.tsx'), code: "import { x } from '../../../lib/api-client.ts';" },
    { filename: web('app/router.tsx'), code: "import { x } from '../features/auth/pages/login-page.tsx';" },
    { filename: web('components/retry-alert.tsx'), code: "import { x } from '../lib/api-error.ts';" },
    // web: the declared uses between features (a result screen lists books and their price statistics)
    {
      filename: web('features/search/components/search-results.tsx'),
      code: "import { x } from '../../books/components/book-list.tsx';",
    },
    {
      filename: web('features/books/book-page/components/comparable-sales.tsx'),
      code: "import { x } from '../../../price-statistics/components/statistics-card.tsx';",
    },
    // server: another feature's service (types too), own internals, composition of routes and jobs
    { filename: server('features/setup/service.ts'), code: "import { x } from '../auth/service.ts';" },
    { filename: server('features/member/dto.ts'), code: "import type { X } from '../books/service.ts';" },
    { filename: server('features/billing/service.ts'), code: "import { x } from './plans-repository.ts';" },
    { filename: server('app.ts'), code: "import { x } from './features/billing/admin-routes.ts';" },
    { filename: server('app.ts'), code: "import { x } from './features/auth/jobs.ts';" },
    { filename: server('demo-mode/demo-mode.ts'), code: "import { x } from '../features/books/service.ts';" },
    // schemas reference each other's tables for foreign keys; the db barrel collects them
    { filename: server('features/member/schema.ts'), code: "import { books } from '../books/schema.ts';" },
    // a declared reader reads the owner's tables in its own SQL
    {
      filename: server('features/sitemaps/sitemap-repository.ts'),
      code: "import { books } from '../books/schema.ts'; db.select({ id: books.id }).from(books);",
    },
    // its own tables a feature writes; a type import from another schema is no table
    {
      filename: server('features/search/history-repository.ts'),
      code: "import { searchHistory } from './schema.ts'; db.insert(searchHistory).values(rows);",
    },
    {
      filename: server('features/search/search-repository.ts'),
      code: "import type { BookRow } from '../books/schema.ts'; db.update(x);",
    },
    { filename: server('db/schema/index.ts'), code: "export * from '../../features/auth/schema.ts';" },
    // tests and the bench set up and inspect any table
    { filename: server('features/member/x.int.test.ts'), code: "import { x } from '../search/search-repository.ts';" },
    {
      filename: '/repo/server/test/archive-factories.ts',
      code: "import { x } from '../src/features/books/schema.ts';",
    },
    {
      filename: '/repo/server/bench/explain.ts',
      code: "import { x } from '../src/features/search/searches.ts';",
    },
    // raw SQL inside db/ and in tests
    { filename: server('db/migrate.ts'), code: "await database.query('select 1');" },
    { filename: server('features/auth/auth.int.test.ts'), code: "await t.database.query('select 1');" },
    { filename: server('features/auth/repository.ts'), code: 'await database.db.select().from(users);' },
  ],
  invalid: [
    {
      filename: web('features/setup/components/form.tsx'),
      code: "import { x } from '../../auth/pages/login-page.tsx';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('features/billing/pages/page.tsx'),
      code: "export { x } from '../../admin/admin-sections.ts';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('features/billing/pages/page.tsx'),
      code: "const page = import('../../admin/panel/admin-page.tsx');",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('features/books/components/book-list.tsx'),
      code: "import { x } from '../../search/api/search-request.ts';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('features/price-statistics/api/get-comparables.ts'),
      code: "import { x } from '../../books/book-page/api/get-book.ts';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('components/book-cover.tsx'),
      code: "import { x } from '../features/books/book-page/api/get-book.ts';",
      errors: [{ messageId: 'webShared' }],
    },
    {
      filename: web('lib/session.ts'),
      code: "import { x } from '../app/session-provider.tsx';",
      errors: [{ messageId: 'webShared' }],
    },
    {
      filename: server('features/setup/service.ts'),
      code: "import { x } from '../auth/repository.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('features/member/favorites-service.ts'),
      code: "import { books } from '../books/schema.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('features/sitemaps/sitemap-repository.ts'),
      code: "import { books } from '../books/schema.ts'; await db.delete(books);",
      errors: [{ messageId: 'tableWrite' }],
    },
    {
      filename: server('features/member/schema.ts'),
      code: "import { books } from '../books/schema.ts'; tx.insert(books).values({});",
      errors: [{ messageId: 'tableWrite' }],
    },
    {
      filename: server('features/member/dto.ts'),
      code: "import type { Visibility } from '../books/dto.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('features/billing/service.ts'),
      code: "import { x } from '../books/routes.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('app.ts'),
      code: "import { x } from './features/billing/plans-repository.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('demo-mode/demo-mode.ts'),
      code: "import { x } from '../features/books/bulk-load.ts';",
      errors: [{ messageId: 'serverInternal' }],
    },
    {
      filename: server('features/billing/usage-repository.ts'),
      code: "import { users } from '../../db/schema/index.ts';",
      errors: [{ messageId: 'serverSchemaBarrel' }],
    },
    {
      filename: server('lib/paging.ts'),
      code: "import { x } from '../features/books/service.ts';",
      errors: [{ messageId: 'serverLib' }],
    },
    {
      filename: server('lib/errors.ts'),
      code: "import { x } from '../plugins/errors.ts';",
      errors: [{ messageId: 'serverLib' }],
    },
    {
      filename: server('features/books/books-repository.ts'),
      code: "await database.query('select 1');",
      errors: [{ messageId: 'rawSql' }],
    },
    {
      filename: server('plugins/observability.ts'),
      code: "await this.database.exec('vacuum');",
      errors: [{ messageId: 'rawSql' }],
    },
  ],
});
