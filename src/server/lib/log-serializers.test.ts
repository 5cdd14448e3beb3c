import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers.ts';

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
