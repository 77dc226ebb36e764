/**
 * The site's address for what crawlers read (robots.txt, sitemaps): PUBLIC_URL when set, else the
 * address this request came to (its Host, and the scheme a trusted proxy reports). Set PUBLIC_URL in
 * production: a shared cache would otherwise keep one client's Host for everybody.
 */
export function siteUrl(request: { protocol: string; host: string }, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
