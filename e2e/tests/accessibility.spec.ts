import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/', heading: 'Раритет' },
  { path: '/login', heading: 'Вход' },
  { path: '/register', heading: 'Регистрация' },
] as const;

test('the home, login and registration pages have no critical axe violations', async ({ page }) => {
  const report: string[] = [];
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/register') {
      await expect(page.getByRole('img', { name: 'Картинка с кодом для защиты от ботов' })).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    await test.info().attach(`axe${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    for (const violation of results.violations.filter((item) => item.impact === 'critical')) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join('; ');
      report.push(`${path}: ${violation.id} — ${violation.help} (${targets})`);
    }
  }
  expect(report, `critical accessibility violations:\n${report.join('\n')}`).toEqual([]);
});
