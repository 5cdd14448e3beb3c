import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEY_BYTES } from './cipher.ts';

export class EncryptionKeyError extends Error {
  override name = 'EncryptionKeyError';
}

/**
 * The key comes from ENCRYPTION_KEY. Without it the embedded mode keeps one in DATA_DIR/encryption.key
 * (created on first start, readable by the owner only); a server database must be given one, because a key
 * on one machine's disk would lock every other instance out of the data.
 */
export function resolveEncryptionKey(options: {
  configuredKey: Buffer | null;
  dataDir: string;
  embedded: boolean;
}): Buffer {
  if (options.configuredKey) return options.configuredKey;
  if (!options.embedded) {
    throw new EncryptionKeyError(
      'ENCRYPTION_KEY is required with DATABASE_URL: set it to 32 random bytes in base64 (openssl rand -base64 32).',
    );
  }
  const file = path.join(options.dataDir, 'encryption.key');
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new EncryptionKeyError(`${file} does not hold a ${KEY_BYTES}-byte key`);
    return key;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
