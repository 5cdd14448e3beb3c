import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { bytea } from './credit.ts';
import { users } from './users.ts';

/**
 * What a member told us about themselves for their reports and letters. The SSN, date of birth, street,
 * phone and the SSN's last four are AES-256-GCM encrypted. The clear street, phone and ssn_last4 columns
 * only hold rows written before migration 0014; start-up seals them and empties the clear copies.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirthSealed: bytea('date_of_birth_sealed').notNull(),
  ssnSealed: bytea('ssn_sealed').notNull(),
  /** Sealed JSON `{ street, phone, ssnLast4 }` (see profiles/member-profile.ts). */
  contactSealed: bytea('contact_sealed'),
  ssnLast4: text('ssn_last4'),
  phone: text('phone'),
  street: text('street'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  updatedAt: at('updated_at').notNull(),
});
