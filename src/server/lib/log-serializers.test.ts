import { describe, expect, it } from 'vitest';
import { censorSecrets, serializeError } from './log-serializers.ts';

describe('serializeError', () => {
  it('keeps the SQL and drops the values a failed query ran with', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.c,$argon2id$v=19$secret',
      ),
      { params: ['a@b.c', '$argon2id$v=19$secret'], cause },
    );
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('insert into');
    expect(serialized).toContain('invalid byte sequence');
    expect(serialized).not.toContain('argon2id');
    expect(serialized).not.toContain('a@b.c');
  });
});

describe('censorSecrets', () => {
  it('censors a secret key at any depth, in arrays too, and leaves the rest', () => {
    const logged = censorSecrets({
      password: 'p1',
      profile: { ssn: '123456789', name: 'Ana', nested: { deeper: { token: 't1', kept: 1 } } },
      items: [{ sessionToken: 's1', id: 'a' }],
      printMail: { apiKey: 'test_key', webhookSecret: 'secret', apiUrl: 'https://api.lob.com/v1' },
    });
    expect(logged).toEqual({
      password: '[redacted]',
      profile: { ssn: '[redacted]', name: 'Ana', nested: { deeper: { token: '[redacted]', kept: 1 } } },
      items: [{ sessionToken: '[redacted]', id: 'a' }],
      printMail: { apiKey: '[redacted]', webhookSecret: '[redacted]', apiUrl: 'https://api.lob.com/v1' },
    });
  });

  it('leaves an error to its serializer, which censors it too, and stops at a depth no log line has', () => {
    const error = Object.assign(new Error('boom'), { password: 'an error property', details: { ssn: '123456789' } });
    expect(censorSecrets({ err: error }).err).toBe(error);
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('boom');
    expect(serialized).not.toContain('an error property');
    expect(serialized).not.toContain('123456789');
    let deep: Record<string, unknown> = { password: 'deep secret' };
    for (let i = 0; i < 10; i += 1) deep = { deep };
    expect(JSON.stringify(censorSecrets(deep))).not.toContain('deep secret');
  });
});
