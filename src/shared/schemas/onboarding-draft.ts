import { z } from 'zod';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/account-limits.ts';
import { DISPUTE_REASON_CODES } from '../constants/credit-items.ts';
import {
  CREDIT_PULL_STATUSES,
  DOCUMENT_SIDES,
  ID_IMAGE_TYPES,
  ONBOARDING_STEPS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants/onboarding.ts';
import { ERROR_CODES } from '../errors.ts';
import { selectionLimit } from '../rules/dispute-selection.ts';
import { EmailSchema } from './auth.ts';
import { CreditPullResultSchema } from './credit.ts';
import { PreferencesSchema, ProfileSchema } from './onboarding.ts';
import { ProfileResponseSchema } from './profile.ts';
import { AcceptedAgreementSchema, instant, PaymentTypeSchema } from './subscription.ts';

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

export const OnboardingPaymentSchema = z.object({
  status: z.enum(['none', 'reported']),
  reportedAt: instant.nullable(),
});

/**
 * Everything the six steps need to resume where the visitor left off. `viewer` is `member` for a signed-in
 * user; a member with a report starts at step 4 with steps 1 to 3 done.
 */
export const OnboardingStateResponseSchema = z.object({
  viewer: z.enum(['visitor', 'member']),
  currentStep: OnboardingStepSchema,
  completedSteps: z.array(OnboardingStepSchema),
  profile: OnboardingProfileViewSchema.nullable(),
  documents: z.object({ front: IdDocumentViewSchema.nullable(), back: IdDocumentViewSchema.nullable() }),
  consentGiven: z.boolean(),
  preferences: PreferencesSchema.nullable(),
  creditPull: CreditPullStateSchema,
  selection: z
    .object({
      paymentType: PaymentTypeSchema,
      selectedItems: z.array(z.uuid()),
      selectedDisputeReasons: z.record(z.string(), z.array(z.enum(DISPUTE_REASON_CODES))),
    })
    .nullable(),
  agreement: AcceptedAgreementSchema.nullable(),
  payment: OnboardingPaymentSchema,
  /** When an untouched draft will be purged; null when nothing is kept yet. */
  expiresAt: instant.nullable(),
});
export type OnboardingStateResponse = z.infer<typeof OnboardingStateResponseSchema>;

/** Step 6 (spec section 5: username 3 to 20, password at least 8, confirmation must match). */
export const CreateAccountRequestSchema = z
  .strictObject({
    username: z
      .string()
      .trim()
      .min(USERNAME_MIN_LENGTH, { error: 'onboarding.errors.username_min_3' })
      .max(USERNAME_MAX_LENGTH, { error: 'onboarding.errors.username_max_20' })
      .regex(/^[A-Za-z0-9._-]+$/, { error: 'onboarding.errors.usernameCharacters' }),
    password: z
      .string()
      .min(NEW_PASSWORD_MIN_LENGTH, { error: 'onboarding.errors.password_min_8' })
      .max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'onboarding.errors.passwords_no_match',
  });
export type CreateAccountRequest = z.infer<typeof CreateAccountRequestSchema>;
