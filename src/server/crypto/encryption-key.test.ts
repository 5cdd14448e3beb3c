import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { EncryptionKeyError, resolveEncryptionKey } from './encryption-key.ts';

describe('resolveEncryptionKey', () => {
  it('creates a key file once in embedded mode, readable by its owner only, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-key-'));
    try {
      const first = resolveEncryptionKey({ configuredKey: null, dataDir, embedded: true });
      const second = resolveEncryptionKey({ configuredKey: null, dataDir, embedded: true });
      expect(first.length).toBe(32);
      expect(second.equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'encryption.key')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers the configured key and demands one for a server database', () => {
    const key = randomBytes(32);
    expect(resolveEncryptionKey({ configuredKey: key, dataDir: '/nonexistent', embedded: false })).toBe(key);
    expect(() => resolveEncryptionKey({ configuredKey: null, dataDir: '/nonexistent', embedded: false })).toThrow(
      EncryptionKeyError,
    );
  });

  it('reads ENCRYPTION_KEY from the environment and refuses a key of the wrong size', () => {
    const key = randomBytes(32);
    expect(loadConfig({ ENCRYPTION_KEY: key.toString('base64') }).encryptionKey?.equals(key)).toBe(true);
    expect(() => loadConfig({ ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/ENCRYPTION_KEY:/);
  });
});
