import { randomUUID } from 'node:crypto';

/** A chunk as the web app sends it: multipart/form-data with the bytes in the field `chunk`. */
export function multipartChunk(
  bytes: Uint8Array,
  field = 'chunk',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----raritet-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="blob"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
