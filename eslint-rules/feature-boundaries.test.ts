import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const web = (file: string) => `/repo/web/src/features/${file}`;
const server = (file: string) => `/repo/server/src/features/${file}`;

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: web('auth/pages/login-page.tsx'), code: "import { x } from '../components/login-form.tsx';" },
    { filename: web('admin/panel/admin-page.tsx'), code: "import { x } from '../subplans/api/get-plans.ts';" },
    { filename: web('auth/pages/login-page.tsx'), code: "import { x } from '../../../lib/api-client.ts';" },
    { filename: '/repo/web/src/app/router.tsx', code: "import { x } from '../features/auth/pages/login-page.tsx';" },
    { filename: server('setup/service.ts'), code: "import { x } from '../auth/service.ts';" },
    { filename: server('billing/service.ts'), code: "import { x } from './plans-repository.ts';" },
  ],
  invalid: [
    {
      filename: web('setup/components/form.tsx'),
      code: "import { x } from '../../auth/pages/login-page.tsx';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('billing/pages/page.tsx'),
      code: "export { x } from '../../admin/admin-sections.ts';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: web('billing/pages/page.tsx'),
      code: "const page = import('../../admin/panel/admin-page.tsx');",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: server('setup/service.ts'),
      code: "import { x } from '../auth/repository.ts';",
      errors: [{ messageId: 'serverRepository' }],
    },
    {
      filename: '/repo/server/src/app.ts',
      code: "import { x } from './features/billing/plans-repository.ts';",
      errors: [{ messageId: 'serverRepository' }],
    },
  ],
});
