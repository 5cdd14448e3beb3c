import { describe, expect, it } from 'vitest';
import { decideAdminChange } from './admin-change.ts';

const member = { isAdmin: false, isOwner: false, isConfigured: false };
const admin = { isAdmin: true, isOwner: false, isConfigured: false };
const owner = { isAdmin: true, isOwner: true, isConfigured: true };
const configured = { isAdmin: true, isOwner: false, isConfigured: true };

describe('decideAdminChange', () => {
  it('does nothing when the flag already is so', () => {
    expect(decideAdminChange(member, false, 1)).toBeNull();
    expect(decideAdminChange(admin, true, 1)).toBeNull();
    expect(decideAdminChange(owner, true, 1)).toBeNull();
  });

  it('grants, and revokes while another admin remains', () => {
    expect(decideAdminChange(member, true, 1)).toBe('grant');
    expect(decideAdminChange(admin, false, 2)).toBe('revoke');
  });

  it('never revokes the owner, even with other admins', () => {
    expect(() => decideAdminChange(owner, false, 5)).toThrow(
      expect.objectContaining({ code: 'OWNER_PROTECTED', statusCode: 409 }),
    );
  });

  it('never revokes an ADMIN_EMAILS admin: the next start would grant it again', () => {
    expect(() => decideAdminChange(configured, false, 5)).toThrow(
      expect.objectContaining({ code: 'CONFIGURED_ADMIN', statusCode: 409 }),
    );
  });

  it('never revokes the last admin', () => {
    expect(() => decideAdminChange(admin, false, 1)).toThrow(
      expect.objectContaining({ code: 'LAST_ADMIN', statusCode: 409 }),
    );
  });
});
