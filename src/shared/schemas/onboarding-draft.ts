import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/constants/account-limits.ts';
import { DISPUTE_REASON_CODES } from '#shared/constants/credit-items.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import {
  CREDIT_PULL_STATUSES,
  DOCUMENT_SIDES,
  ID_IMAGE_TYPES,
  ONBOARDING_STEPS,
  REPORT_WAYS,
} from '#shared/constants/onboarding.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { selectionLimit } from '#shared/rules/dispute-selection.ts';
import { confirmingPassword, EmailSchema, newPassword } from './auth.ts';
import { CreditPullResultSchema } from './credit.ts';
import { ManualItemInputSchema, ManualItemSchema } from './manual-items.ts';
import { PreferencesSchema, ProfileSchema } from './onboarding.ts';
import { ProfileResponseSchema } from './profile.ts';
import { instant, PaymentTypeSchema } from './subscription.ts';

export const OnboardingStepSchema = z.union(ONBOARDING_STEPS.map((step) => z.literal(step)));

/** Step 1. The email becomes the account's; the SSN may be left out to keep the one already saved. */
export const OnboardingProfileRequestSchema = ProfileSchema.extend({
  email: EmailSchema,
  ssn: ProfileSchema.shape.ssn.optional(),
});
export type OnboardingProfileRequest = z.input<typeof OnboardingProfileRequestSchema>;

/** The profile as its owner sees it again: never the SSN, only its last four. */
export const OnboardingProfileViewSchema = ProfileResponseSchema.omit({ updatedAt: true }).extend({
  email: z.string(),
});
export type OnboardingProfileView = z.infer<typeof OnboardingProfileViewSchema>;

export const DocumentSideSchema = z.enum(DOCUMENT_SIDES);
export const DocumentParamsSchema = z.strictObject({ side: DocumentSideSchema });

export const IdDocumentViewSchema = z.object({
  side: DocumentSideSchema,
  mediaType: z.enum(ID_IMAGE_TYPES),
  byteSize: z.number().int(),
  uploadedAt: instant,
  /** HEIC photos are kept but cannot be previewed here. */
  hasThumbnail: z.boolean(),
});
export type IdDocumentView = z.infer<typeof IdDocumentViewSchema>;

export const CreditPullStateSchema = z.object({
  status: z.enum(CREDIT_PULL_STATUSES),
  startedAt: instant.nullable(),
  finishedAt: instant.nullable(),
  errorCode: z.enum(ERROR_CODES).nullable(),
  result: CreditPullResultSchema.nullable(),
});
export type CreditPullState = z.infer<typeof CreditPullStateSchema>;

/** Step 4. Item ids are those of the pull result; the reasons are codes the item's analysis offered. */
export const OnboardingSelectionRequestSchema = z
  .strictObject({
    paymentType: PaymentTypeSchema,
    selectedItems: z
      .array(z.uuid())
      .min(1, { error: 'onboarding.errors.selectAtLeastOne' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidFormat' }),
    selectedDisputeReasons: z.record(z.uuid(), z.array(z.enum(DISPUTE_REASON_CODES)).max(9)).default({}),
  })
  .refine((selection) => selection.selectedItems.length <= selectionLimit(selection.paymentType), {
    path: ['selectedItems'],
    error: 'onboarding.errors.overPlanLimit',
  });
export type OnboardingSelectionRequest = z.input<typeof OnboardingSelectionRequestSchema>;
export type OnboardingSelection = z.output<typeof OnboardingSelectionRequestSchema>;

export const OnboardingStepRequestSchema = z.strictObject({ step: OnboardingStepSchema });

/**
 * A visitor's item typed by hand at step 3, as the draft keeps it (sealed): the member's own input plus the id its
 * `manual_items` row will have, so the item keeps its tradeline key (`manual:<id>`) from draft to account.
 */
export const DraftManualItemSchema = ManualItemInputSchema.extend({ id: z.uuid() });
export type DraftManualItem = z.infer<typeof DraftManualItemSchema>;
export const DraftManualItemsSchema = z.array(DraftManualItemSchema);

/** A hand-entered item as its owner sees it again: the account number only by its last four. */
export const DraftManualItemViewSchema = ManualItemSchema.omit({ locked: true, createdAt: true, updatedAt: true });
export type DraftManualItemView = z.infer<typeof DraftManualItemViewSchema>;
export const DraftManualItemParamsSchema = z.strictObject({ id: z.uuid() });

/** Demo installations: the sample, shaped by what the visitor said applies to them (the landing page asks). */
export const SampleReportRequestSchema = z.strictObject({ preferences: PreferencesSchema.optional() });
export type SampleReportRequest = z.infer<typeof SampleReportRequestSchema>;

/**
 * Everything the six steps need to resume where the caller left off. Steps 1 to 5 are a visitor's; once the
 * account exists (step 5) the draft is the member's and only step 6, the agreement and the plan, is left. A
 * signed-in member with no draft has nothing to do here (the dashboard has the plans).
 */
export const OnboardingStateResponseSchema = z.object({
  viewer: z.enum(['visitor', 'member']),
  currentStep: OnboardingStepSchema,
  completedSteps: z.array(OnboardingStepSchema),
  profile: OnboardingProfileViewSchema.nullable(),
  documents: z.object({ front: IdDocumentViewSchema.nullable(), back: IdDocumentViewSchema.nullable() }),
  preferences: PreferencesSchema.nullable(),
  /** How the report came in (null: not yet); `creditPull` holds its result (a hand-entered report is rebuilt at every change). */
  reportWay: z.enum(REPORT_WAYS).nullable(),
  manualItems: z.array(DraftManualItemViewSchema),
  creditPull: CreditPullStateSchema,
  selection: z
    .object({
      paymentType: PaymentTypeSchema,
      selectedItems: z.array(z.uuid()),
      selectedDisputeReasons: z.record(z.string(), z.array(z.enum(DISPUTE_REASON_CODES))),
    })
    .nullable(),
  /** When an untouched draft will be purged; null when nothing is kept yet. */
  expiresAt: instant.nullable(),
});
export type OnboardingStateResponse = z.infer<typeof OnboardingStateResponseSchema>;

/** Step 5: a password (at least 8, confirmed); the email was given at step 1. */
export const CreateAccountRequestSchema = confirmingPassword(
  z.strictObject({
    password: newPassword('onboarding.errors.password_min_8'),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    /** The language the onboarding was read in: the account's emails follow it. */
    lang: z.enum(LANGUAGES).optional(),
  }),
  'password',
  'onboarding.errors.passwords_no_match',
);
export type CreateAccountRequest = z.input<typeof CreateAccountRequestSchema>;
