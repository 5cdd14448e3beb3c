import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses whole and groups IPv6 by /64', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
    expect(clientAddressKey('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(clientAddressKey('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(clientAddressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
  });
});
