/** The export's file was answered but held no bytes ('Получен пустой файл'). */
export class EmptyFileError extends Error {
  constructor() {
    super('empty file');
    this.name = 'EmptyFileError';
  }
}

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` preferred over `filename="…"`),
 * stripped of any folder part; null when it gives none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * Reads a download's body, reporting whole percent from its Content-Length (none without one), and
 * returns it as a Blob of the answer's type. An answer with no bytes is an EmptyFileError.
 */
export async function readDownload(
  response: Response,
  onProgress: (percent: number) => void,
  fallbackType = 'application/zip',
): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? 0);
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.length;
      if (total > 0) onProgress(Math.min(100, Math.round((received * 100) / total)));
    }
  }
  if (received === 0) throw new EmptyFileError();
  onProgress(100);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || fallbackType;
  return new Blob(parts as BlobPart[], { type });
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; revoking at once can cancel a download that is still starting.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads the answer of a download route and saves it under the server's name (Content-Disposition), or
 * `fallbackName` when it gives none.
 */
export async function saveDownload(
  response: Response,
  fallbackName: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await readDownload(response, onProgress), name);
}

/**
 * The form-submit variant of a download: a POST with the token as a form field, answered
 * with an attachment, which the browser saves itself, streaming to disk, and the page stays where it is.
 * No progress can be shown and no failure seen, so callers only use it for a file known to be ready.
 */
export function submitDownloadForm(url: string, token?: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = '_self';
  form.hidden = true;
  // The browser's own form carries the HttpOnly session cookie (ADR 0051); a token field only when given.
  if (token) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = 'token';
    field.value = token;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
