import { AppError } from '#server/errors.ts';

/**
 * What setting a user's admin flag does: nothing when it already is so; a grant; or a revocation, which the
 * owner and the ADMIN_EMAILS admins never suffer and which may not leave the business without an admin (`adminCount` counts the target).
 */
export function decideAdminChange(
  target: { isAdmin: boolean; isOwner: boolean; isConfigured: boolean },
  wanted: boolean,
  adminCount: number,
): 'grant' | 'revoke' | null {
  if (target.isAdmin === wanted) return null;
  if (wanted) return 'grant';
  if (target.isOwner) throw new AppError('OWNER_PROTECTED', 409, 'The owner is always an admin');
  // ADMIN_EMAILS grants again at every start: a revocation here would be undone, so it is refused and said why.
  if (target.isConfigured) throw new AppError('CONFIGURED_ADMIN', 409, 'This admin comes from ADMIN_EMAILS');
  if (adminCount <= 1) throw new AppError('LAST_ADMIN', 409, 'The last admin cannot be removed');
  return 'revoke';
}
