import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { bytea } from './credit.ts';
import { users } from './users.ts';

/**
 * What a member told us about themselves for their reports and letters. The SSN and date of birth are
 * AES-256-GCM encrypted; only the SSN's last four are kept in clear, for the letters.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirthSealed: bytea('date_of_birth_sealed').notNull(),
  ssnSealed: bytea('ssn_sealed').notNull(),
  ssnLast4: text('ssn_last4').notNull(),
  phone: text('phone').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  updatedAt: at('updated_at').notNull(),
});
