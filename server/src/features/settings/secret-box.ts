import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the settings' secrets at rest. A sealed value is `v1.<iv>.<tag>.<ciphertext>` in
 * base64url; the dotted path it belongs to is the associated data, so a sealed value copied onto
 * another field does not open.
 */
const VERSION = 'v1';

export type SecretBox = {
  seal(plain: string, path: string): string;
  /** The plain text, or undefined when the value does not open with this key (changed key, tampering). */
  open(sealed: string, path: string): string | undefined;
};

/** Any text of 32+ characters becomes a 256-bit key (SETTINGS_KEY or the key file's content). */
export function createSecretBox(keyText: string): SecretBox {
  const key = createHash('sha256').update(keyText, 'utf8').digest();
  return {
    seal(plain, path) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(path, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, path) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(path, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
