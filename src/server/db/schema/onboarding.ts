import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_PULL_STATUSES, DOCUMENT_SIDES, ID_IMAGE_TYPES } from '#shared/constants/onboarding.ts';
import type { Preferences } from '#shared/schemas/onboarding.ts';
import type { OnboardingSelection } from '#shared/schemas/onboarding-draft.ts';
import { at, id } from './columns.ts';
import { bytea } from './credit.ts';
import { users } from './users.ts';

/**
 * A visitor's progress through the six steps, found by the SHA-256 of their onboarding cookie. The profile
 * (SSN and date of birth included), the report and the items typed by hand are sealed with AES-256-GCM. A
 * visitor's draft outlives 24 hours without a touch by nothing; a member's only waits for step 6 (decision 018).
 */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The member's, once step 5 made the account (or a signed-in member started it): step 6 reads its selection. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastStep: integer('last_step'),
    profileSealed: bytea('profile_sealed'),
    preferences: jsonb('preferences').$type<Preferences>(),
    pullStatus: text('pull_status', { enum: CREDIT_PULL_STATUSES }).notNull().default('idle'),
    pullStartedAt: at('pull_started_at'),
    pullFinishedAt: at('pull_finished_at'),
    pullErrorCode: text('pull_error_code'),
    /** A visitor's report, waiting for their account. */
    reportSealed: bytea('report_sealed'),
    /** A visitor's items typed by hand from a free report (ManualItemInput[] as JSON), sealed; they become the account's. */
    manualItemsSealed: bytea('manual_items_sealed'),
    selection: jsonb('selection').$type<OnboardingSelection>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('onboarding_drafts_updated_at_idx').on(table.updatedAt),
    index('onboarding_drafts_user_idx').on(table.userId).where(sql`${table.userId} is not null`),
  ],
);

/**
 * Photos of a government ID, stored sealed under a server-made id (never the uploaded name). A draft's until
 * the account exists, then the member's.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: id(),
    draftId: uuid('draft_id').references(() => onboardingDrafts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: DOCUMENT_SIDES }).notNull(),
    mediaType: text('media_type', { enum: ID_IMAGE_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    imageSealed: bytea('image_sealed').notNull(),
    thumbnailSealed: bytea('thumbnail_sealed'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('identity_documents_draft_side_key')
      .on(table.draftId, table.side)
      .where(sql`${table.draftId} is not null`),
    uniqueIndex('identity_documents_user_side_key')
      .on(table.userId, table.side)
      .where(sql`${table.userId} is not null`),
    check('identity_documents_one_owner', sql`(${table.draftId} is null) <> (${table.userId} is null)`),
  ],
);

export type OnboardingDraftRow = typeof onboardingDrafts.$inferSelect;
export type IdentityDocumentRow = typeof identityDocuments.$inferSelect;
