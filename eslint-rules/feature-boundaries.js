// A local ESLint rule that keeps each feature's tables and internals its own (docs/ARCHITECTURE.md):
// - server: a feature is reached only through its public files. Another feature may import its
//   service.ts (types included); the composition (app.ts, main.ts, plugins/, demo-mode/, jobs/) also its
//   routes (routes.ts, *-routes.ts) and jobs.ts; a schema.ts only from another schema.ts (foreign keys) and the db barrel.
//   Repositories, DTO helpers, queries and every other file stay inside their feature. A table has one
//   owner: the features named in TABLE_READERS may import the owner's schema.ts for their own read-only
//   SQL, and no feature inserts, updates or deletes a table it imported from another feature. No feature
//   imports the db/schema barrel (its own schema.ts holds its tables). lib/ imports no feature, plugin,
//   module or composition file.
// - server: the raw SQL path (`database.query`, `database.exec`) is for server/src/db only; everything
//   else goes through Drizzle (`database.db`).
// - web: a feature never imports another feature (pages compose them from web/src/app), except where
//   WEB_FEATURE_USES declares it, and shared code (web/src/components, web/src/lib) never imports a
//   feature or the app.
// Tests, test helpers and the bench are exempt: they set up and inspect any table directly.
// Written here rather than taken from a plugin: the plugins that do this pull in a native resolver
// whose other-platform builds the registry here does not carry, which breaks `npm ci`.
import path from 'node:path';

const posix = (file) => file.split(path.sep).join('/');

const featureOf = (file, area) => {
  const match = posix(file).match(new RegExp(`/${area}/src/features/([^/]+)/`));
  return match ? match[1] : null;
};

/** The file's path inside server/src or web/src ('features/auth/service.ts'), or null. */
const insideSrc = (file, area) => {
  const match = posix(file).match(new RegExp(`/${area}/src/(.+)$`));
  return match ? match[1] : null;
};

const isExempt = (file) =>
  /\.test\.tsx?$/.test(file) || /\/server\/(test|bench)\//.test(posix(file)) || /\/e2e\//.test(posix(file));

const COMPOSITION = /^(app\.ts|main\.ts|plugins\/|demo-mode\/|jobs\/)/;

/**
 * Tables one feature owns (and alone writes) that other features read in their own SQL: the catalogue
 * (books, sellers, categories) is searched, counted and listed by statements tuned to its indexes, which
 * no service method could hold. Owner → the features that may import its schema.ts to read it.
 */
const TABLE_READERS = {
  books: ['search', 'price-statistics', 'sitemaps'],
};

/**
 * Web features whose screens are built from another feature's pieces (ADR 0058: the catalogue's web side
 * split as the server's was): a search result screen lists books and shows their price statistics, a book
 * page shows its comparable sales. Feature → the features it may import. One way only: price-statistics
 * imports neither, books does not import search.
 */
const WEB_FEATURE_USES = {
  search: ['books', 'price-statistics'],
  books: ['price-statistics'],
};

const WRITES = new Set(['insert', 'update', 'delete']);

/** The feature whose schema.ts this import names ('features/books/schema.ts' → 'books'), or null. */
const schemaOwner = (targetPath) => {
  const match = targetPath?.match(/^features\/([^/]+)\/schema\.ts$/);
  return match ? match[1] : null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders keep their tables and internals to themselves' },
    schema: [],
    messages: {
      webFeature:
        'A web feature must not import another feature ("{{target}}"): move the shared piece to components/ or lib/, or compose in app/.',
      webShared:
        'Shared web code ({{source}}) must not import {{target}}: features and the app build on it, not the other way.',
      serverInternal:
        'Reach the "{{target}}" feature through its service.ts, not {{file}}: its tables, queries and helpers are its own.',
      serverSchemaBarrel: "Import your own feature's schema.ts, not the db/schema barrel (it is for db/ only).",
      serverLib: 'lib/ is shared by everything: it must not import {{target}}.',
      rawSql:
        'database.{{method}} is the raw SQL path, for server/src/db only: use Drizzle (database.db) and its sql template.',
      tableWrite: 'Only the "{{owner}}" feature writes {{table}}: ask its service.ts to make the change.',
    },
  },
  create(context) {
    const file = context.filename;
    if (isExempt(file)) return {};
    const webFeature = featureOf(file, 'web');
    const serverFeature = featureOf(file, 'server');
    const serverPath = insideSrc(file, 'server');
    const webPath = insideSrc(file, 'web');

    function checkServer(node, target) {
      const targetPath = insideSrc(target, 'server');
      if (serverPath === null || targetPath === null) return;
      if (serverPath.startsWith('lib/') && !targetPath.startsWith('lib/')) {
        context.report({ node, messageId: 'serverLib', data: { target: targetPath } });
        return;
      }
      if (serverFeature && targetPath.startsWith('db/schema/')) {
        context.report({ node, messageId: 'serverSchemaBarrel' });
        return;
      }
      const targetFeature = featureOf(target, 'server');
      if (!targetFeature || targetFeature === serverFeature) return;
      const fileName = targetPath.slice(`features/${targetFeature}/`.length);
      const fromSchema = serverPath.endsWith('/schema.ts') || serverPath.startsWith('db/schema/');
      const reader = serverFeature !== null && (TABLE_READERS[targetFeature] ?? []).includes(serverFeature);
      const allowed =
        fileName === 'service.ts' ||
        (fileName === 'schema.ts' && (fromSchema || reader)) ||
        ((/(^|-)routes\.ts$/.test(fileName) || fileName === 'jobs.ts') && COMPOSITION.test(serverPath));
      if (!allowed) {
        context.report({ node, messageId: 'serverInternal', data: { target: targetFeature, file: fileName } });
      }
    }

    function checkWeb(node, target) {
      const targetPath = insideSrc(target, 'web');
      if (webPath === null || targetPath === null) return;
      const targetWebFeature = featureOf(target, 'web');
      const declared = webFeature !== null && (WEB_FEATURE_USES[webFeature] ?? []).includes(targetWebFeature);
      if (webFeature && targetWebFeature && targetWebFeature !== webFeature && !declared) {
        context.report({ node, messageId: 'webFeature', data: { target: targetWebFeature } });
      }
      const shared = /^(components|lib)\//.test(webPath);
      if (shared && /^(features|app)\//.test(targetPath)) {
        context.report({ node, messageId: 'webShared', data: { source: webPath.split('/')[0], target: targetPath } });
      }
    }

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      checkServer(node, target);
      checkWeb(node, target);
    }

    const rawSqlAllowed = serverPath === null || serverPath.startsWith('db/');

    /** Tables this file imported from another feature's schema.ts: local name → owning feature. */
    const foreignTables = new Map();
    function noteForeignTables(node) {
      const specifier = node.source.value;
      if (!serverFeature || node.importKind === 'type' || typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) return;
      const owner = schemaOwner(insideSrc(path.resolve(path.dirname(file), specifier), 'server'));
      if (!owner || owner === serverFeature) return;
      for (const imported of node.specifiers) {
        if (imported.type === 'ImportSpecifier' && imported.importKind !== 'type') {
          foreignTables.set(imported.local.name, owner);
        }
      }
    }

    return {
      ImportDeclaration(node) {
        check(node.source, node.source.value);
        noteForeignTables(node);
      },
      // db.insert(books), tx.update(books), db.delete(books): the owner's alone.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const [table] = node.arguments;
        if (table?.type !== 'Identifier' || !foreignTables.has(table.name)) return;
        context.report({
          node,
          messageId: 'tableWrite',
          data: { owner: foreignTables.get(table.name), table: table.name },
        });
      },
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      MemberExpression(node) {
        if (rawSqlAllowed || node.computed || node.property.type !== 'Identifier') return;
        const method = node.property.name;
        if (method !== 'query' && method !== 'exec') return;
        const object = node.object;
        const name =
          object.type === 'Identifier' ? object.name : object.type === 'MemberExpression' ? object.property.name : '';
        if (name === 'database') context.report({ node, messageId: 'rawSql', data: { method } });
      },
    };
  },
};
