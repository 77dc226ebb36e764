/** Text made safe inside HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A sentence whose `{{url}}` becomes a link to `url`, the rest escaped (the e-mails' sentences). */
export function linkified(sentence: string, url: string): string {
  const [before = '', after = ''] = sentence.split('{{url}}');
  return `${escapeHtml(before)}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(after)}`;
}

/** An e-mail's HTML part: the service's one plain page around the body (the digests, the confirmation). */
export function mailPage(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
${body}
</body></html>`;
}
