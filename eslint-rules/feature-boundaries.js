// A local ESLint rule that keeps feature folders independent:
// - web: a file in web/src/features/<a>/ never imports from web/src/features/<b>/ (pages compose them
//   from web/src/app; shared pieces live in web/src/components and web/src/lib);
// - server: a file outside server/src/features/<b>/ never imports <b>'s repositories (call its service).
// Written here rather than taken from a plugin: the plugins that do this pull in a native resolver
// whose other-platform builds the registry here does not carry, which breaks `npm ci`.
import path from 'node:path';

const featureOf = (file, area) => {
  const match = file
    .split(path.sep)
    .join('/')
    .match(new RegExp(`/${area}/src/features/([^/]+)/`));
  return match ? match[1] : null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders do not reach into each other' },
    schema: [],
    messages: {
      webFeature:
        'A web feature must not import another feature ("{{target}}"): move the shared piece to components/ or lib/, or compose in app/.',
      serverRepository: 'Call the "{{target}}" feature\'s service, not its repository.',
    },
  },
  create(context) {
    const file = context.filename;
    const webFeature = featureOf(file, 'web');
    const serverFeature = featureOf(file, 'server');

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const targetWebFeature = featureOf(target + path.sep, 'web');
      if (webFeature && targetWebFeature && targetWebFeature !== webFeature) {
        context.report({ node, messageId: 'webFeature', data: { target: targetWebFeature } });
      }
      const targetServerFeature = featureOf(target, 'server');
      const isRepository = /repository(\.ts)?$/.test(target);
      if (targetServerFeature && isRepository && targetServerFeature !== serverFeature) {
        context.report({ node, messageId: 'serverRepository', data: { target: targetServerFeature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
