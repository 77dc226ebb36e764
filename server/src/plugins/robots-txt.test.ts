import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRobotsTxt, robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  it('names the sitemap at the address the request came to when PUBLIC_URL is unset', async () => {
    const app = Fastify();
    registerRobotsTxt(app, { publicUrl: undefined });
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'books.example:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n')).toContain('Sitemap: http://books.example:8080/sitemap.xml');
    await app.close();
  });

  it('ends with the sitemap line and a newline', () => {
    expect(robotsTxt('https://raritet.example').endsWith('\nSitemap: https://raritet.example/sitemap.xml\n')).toBe(
      true,
    );
  });
});
