import { describe, expect, it } from 'vitest';
import { historyActor } from './service.ts';

describe('historyActor', () => {
  const member = '11111111-1111-4111-8111-111111111111';
  it('tells the member, an admin and the system apart', () => {
    expect(historyActor(member, member)).toBe('member');
    expect(historyActor('22222222-2222-4222-8222-222222222222', member)).toBe('admin');
    expect(historyActor(null, member)).toBe('system');
  });
});
