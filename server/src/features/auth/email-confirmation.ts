import { EMAIL_CONFIRMATION_TTL_HOURS, type ConfirmEmailRequest } from '@raritet/contracts/auth';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import type { MailMessage } from '../../integrations/mailer/mailer.ts';
import { escapeHtml, linkified, mailPage } from '../../lib/html.ts';
import { derivedKey, sameSignature, signText } from '../../lib/signatures.ts';

/** The site page that takes the link's query and asks the API to confirm (web: /confirm-email). */
const CONFIRM_EMAIL_PATH = '/confirm-email';

export type ConfirmationCheck = 'ok' | 'invalid' | 'expired';

/**
 * The e-mailed confirmation link (ADR 0049): signed, not stored. The signature covers the account, the
 * address it was sent to and the expiry, so it confirms only that address of that account, only until it
 * expires, and a changed address makes every earlier link void. Used twice it only says "already confirmed".
 */
export function createEmailConfirmationLinks(secret: string, publicUrl: string) {
  const key = derivedKey(secret, 'email-confirmation');
  const signed = (userId: number, email: string, expires: number) => signText(key, `${userId}:${email}:${expires}`);

  return {
    url(userId: number, email: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + EMAIL_CONFIRMATION_TTL_HOURS * 3600;
      const query = new URLSearchParams({
        user: String(userId),
        expires: String(expires),
        signature: signed(userId, email, expires),
      });
      return `${publicUrl}${CONFIRM_EMAIL_PATH}?${query.toString()}`;
    },

    /** Whether the link was made for this account's current address, and whether it still works. */
    check(link: ConfirmEmailRequest, email: string, now = Date.now()): ConfirmationCheck {
      if (!sameSignature(signed(link.user, email, link.expires), link.signature)) return 'invalid';
      return link.expires * 1000 < now ? 'expired' : 'ok';
    },
  };
}

/** The confirmation e-mail in the account's language: a text and an HTML part with the link. */
export function confirmationMail(to: string, url: string, language: Language): MailMessage {
  const t = (code: Parameters<typeof formatMessage>[0], link = url) =>
    formatMessage(code, language, { hours: EMAIL_CONFIRMATION_TTL_HOURS, url: link });
  return {
    to,
    subject: t('email_confirmation_subject'),
    text: `${t('email_confirmation_text')}\n\n${t('email_confirmation_ignore')}\n`,
    html: mailPage(
      language,
      t('email_confirmation_subject'),
      `<p style="font-size:15px">${linkified(t('email_confirmation_text', '{{url}}'), url)}</p>
<p style="font-size:13px;color:#666">${escapeHtml(t('email_confirmation_ignore'))}</p>`,
    ),
  };
}
