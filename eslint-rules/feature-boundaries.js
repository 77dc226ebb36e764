// A local ESLint rule that keeps each feature's tables and internals its own (docs/ARCHITECTURE.md):
// - server: a feature is reached only through its public files. Another feature may import its
//   service.ts (types included); the composition (app.ts, main.ts, plugins/, demo-mode/, jobs/) also its
//   routes (routes.ts, *-routes.ts) and jobs.ts; a schema.ts only from another schema.ts (foreign keys) and the db barrel.
//   Repositories, DTO helpers, queries and every other file stay inside their feature. No feature
//   imports the db/schema barrel (its own schema.ts holds its tables). lib/ imports no feature, plugin,
//   module or composition file.
// - server: the raw SQL path (`database.query`, `database.exec`) is for server/src/db only; everything
//   else goes through Drizzle (`database.db`).
// - web: a feature never imports another feature (pages compose them from web/src/app), and shared code
//   (web/src/components, web/src/lib) never imports a feature or the app.
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
      const allowed =
        fileName === 'service.ts' ||
        (fileName === 'schema.ts' && fromSchema) ||
        ((/(^|-)routes\.ts$/.test(fileName) || fileName === 'jobs.ts') && COMPOSITION.test(serverPath));
      if (!allowed) {
        context.report({ node, messageId: 'serverInternal', data: { target: targetFeature, file: fileName } });
      }
    }

    function checkWeb(node, target) {
      const targetPath = insideSrc(target, 'web');
      if (webPath === null || targetPath === null) return;
      const targetWebFeature = featureOf(target, 'web');
      if (webFeature && targetWebFeature && targetWebFeature !== webFeature) {
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

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
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
