import { describe, expect, it } from 'vitest';
import { decideAdminChange, listReadDetails } from './service.ts';

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

describe('listReadDetails', () => {
  it('names the page, the filters in use and the number of people shown', () => {
    expect(
      listReadDetails({ page: 2, search: 'lopez', status: 'active', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, 7),
    ).toEqual({
      page: 2,
      search: 'lopez',
      status: 'active',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      rowCount: 7,
    });
  });

  it('leaves out the filters not in use, an empty search among them', () => {
    expect(listReadDetails({ page: 1, search: '' }, 0)).toEqual({ page: 1, rowCount: 0 });
    expect(listReadDetails({ page: 3, status: 'inactive' }, 25)).toEqual({ page: 3, status: 'inactive', rowCount: 25 });
  });
});
