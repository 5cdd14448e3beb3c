import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { users } from '#server/db/schema/users.ts';
import type { SubscriptionStatus } from '#shared/constants/subscription-statuses.ts';
import { dayRange } from '../filters.ts';
import { likePattern } from '../like-pattern.ts';

export interface UserFilters {
  search?: string | undefined;
  status?: SubscriptionStatus | undefined;
  /** Bounds of the sign-up day, UTC, inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The users list, the client records and their export filter accounts the same way. */
export function userFilterCondition(filters: UserFilters): SQL | undefined {
  const { from, before } = dayRange(filters.dateFrom, filters.dateTo);
  const pattern = filters.search ? likePattern(filters.search) : null;
  return and(
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
    filters.status ? eq(users.subscriptionStatus, filters.status) : undefined,
    from ? gte(users.createdAt, from) : undefined,
    before ? lt(users.createdAt, before) : undefined,
  );
}
