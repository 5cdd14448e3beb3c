import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts what we keep at rest (raw credit reports, SSNs, ID images): AES-256-GCM, a fresh IV each time. */
export interface Cipher {
  encrypt(plain: Buffer): Buffer;
  decrypt(sealed: Buffer): Buffer;
  /** An HMAC-SHA256 (base64url) under a key derived for `purpose`: tamper-proof values kept by the browser. */
  mac(purpose: string, data: string): string;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function createCipher(key: Buffer): Cipher {
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes`);
  const macKeys = new Map<string, Buffer>();
  // Made once: given the raw bytes, each cipher would build its own key object, most of the cost of opening a
  // small value (an export opens a phone per member).
  const secret = createSecretKey(key);
  return {
    mac(purpose, data) {
      let macKey = macKeys.get(purpose);
      if (!macKey) {
        macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `creditpath:${purpose}`, 32));
        macKeys.set(purpose, macKey);
      }
      return createHmac('sha256', macKey).update(data).digest('base64url');
    },
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      // Layout: version | iv | tag | ciphertext. The version lets a later key rotation tell old from new.
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      if (sealed[0] !== VERSION) throw new Error('Unknown encryption format');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', secret, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}
