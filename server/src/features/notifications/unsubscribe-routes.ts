import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_MAX } from '@raritet/contracts/billing';
import { formatMessage, type Language, type MessageCode } from '@raritet/contracts/messages';
import { escapeHtml } from '../../lib/html.ts';
import type { NotificationsService } from './service.ts';

/** What the e-mail's link carries; anything else reads as a link the server did not make. */
const UnsubscribeQuery = z.object({
  preference: z.coerce.number().int().min(1).max(ID_MAX).catch(0),
  user: z.coerce.number().int().min(1).max(ID_MAX).catch(0),
  signature: z.string().max(200).catch(''),
});

function page(lang: Language, title: string, body: string, status = 200) {
  return {
    status,
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Раритет</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222;line-height:1.5">
<h1 style="font-size:22px;color:#5d4037">${escapeHtml(title)}</h1>
${body}
</body></html>`,
  };
}

/**
 * The e-mail's one-click unsubscribe (RFC 8058): GET shows a confirmation page whose button posts back;
 * POST (the page's button, or the mail program's List-Unsubscribe-Post) switches the preference off. The
 * link is signed (preference and owner); a link the server did not make changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // RFC 8058's POST body is "List-Unsubscribe=One-Click", form-encoded; what it says changes nothing here.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  }
  const t = (lang: Language, code: MessageCode, params?: Record<string, string>) => formatMessage(code, lang, params);
  const invalid = (lang: Language) =>
    page(
      lang,
      t(lang, 'notification_unsubscribe_title'),
      `<p>${escapeHtml(t(lang, 'notification_unsubscribe_invalid'))}</p><p><a href="/notifications">${escapeHtml(t(lang, 'notification_unsubscribe_open_page'))}</a></p>`,
      400,
    );
  const schema = (summary: string) => ({
    tags: ['notifications'],
    summary,
    querystring: UnsubscribeQuery,
    produces: ['text/html'],
  });

  app.get(
    '/notification/unsubscribe',
    { schema: schema("The e-mail's unsubscribe link: a page asking to confirm") },
    async ({ query, lang }, reply) => {
      const preference = await notifications.unsubscribeTarget(query.preference, query.user, query.signature);
      const { status, html } = preference
        ? page(
            lang,
            t(lang, 'notification_unsubscribe_title'),
            `<p>${escapeHtml(t(lang, 'notification_unsubscribe_question', { keywords: preference.keywords }))}</p>
<form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click" style="font-size:16px;padding:8px 16px;background:#5d4037;color:#fff;border:none;border-radius:4px;cursor:pointer">${escapeHtml(t(lang, 'notification_unsubscribe_button'))}</button></form>`,
          )
        : invalid(lang);
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/notification/unsubscribe',
    { schema: schema('One-click unsubscribe (RFC 8058): switches the preference off') },
    async ({ query, lang }, reply) => {
      const preference = await notifications.unsubscribe(query.preference, query.user, query.signature);
      const { status, html } = preference
        ? page(
            lang,
            t(lang, 'notification_unsubscribe_title'),
            `<p>${escapeHtml(t(lang, 'notification_unsubscribed', { keywords: preference.keywords }))}</p><p><a href="/notifications">${escapeHtml(t(lang, 'notification_unsubscribe_open_page'))}</a></p>`,
          )
        : invalid(lang);
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
