import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCESS_STORAGE_KEY, adminAccessFromUrl, readAdminAccess, writeAdminAccess } from './admin-access.ts';

describe('adminAccessFromUrl', () => {
  it('enables with ?admin=access and removes only that parameter', () => {
    expect(adminAccessFromUrl('https://app.example/landing?lng=es&admin=access&x=a%20b#faq')).toEqual({
      action: 'enable',
      cleanedUrl: '/landing?lng=es&x=a%20b#faq',
    });
  });

  it('disables with ?admin=off', () => {
    expect(adminAccessFromUrl('https://app.example/login?admin=off')).toEqual({
      action: 'disable',
      cleanedUrl: '/login',
    });
  });

  it('removes an admin parameter it does not understand, without acting on it', () => {
    expect(adminAccessFromUrl('https://app.example/?admin=yes&tab=signup')).toEqual({
      action: null,
      cleanedUrl: '/?tab=signup',
    });
  });

  it('leaves an address without the parameter alone', () => {
    expect(adminAccessFromUrl('https://app.example/?administrator=1#top')).toEqual({ action: null, cleanedUrl: null });
  });
});

describe('admin access storage', () => {
  it("stores '1' under adminEnabled and removes it when disabled", () => {
    expect(readAdminAccess()).toBe(false);
    expect(writeAdminAccess(true)).toBe(true);
    expect(localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY)).toBe('1');
    expect(readAdminAccess()).toBe(true);
    writeAdminAccess(false);
    expect(localStorage.getItem(ADMIN_ACCESS_STORAGE_KEY)).toBeNull();
    expect(readAdminAccess()).toBe(false);
  });

  it('reads any other stored value as disabled', () => {
    localStorage.setItem(ADMIN_ACCESS_STORAGE_KEY, 'true');
    expect(readAdminAccess()).toBe(false);
  });

  it('survives a browser that blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readAdminAccess()).toBe(false);
    expect(writeAdminAccess(true)).toBe(false);
  });
});
