import { z } from 'zod';
import { withTextRules } from './text';

/** Password bounds (docs/decisions/0006-accounts.md): no composition rules, never truncated. */
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const FULL_NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
/** India has a few lakh NEET candidates; anything far beyond is a typo. */
const ALL_INDIA_RANK_MAX = 10_000_000;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

export const newPasswordSchema = withTextRules(
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  'Password',
  { secret: true },
);

export const fullNameSchema = withTextRules(
  z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`),
  'Full name',
);

/** Optional WhatsApp number: saved as '' when blank (docs/product.md#validation), else digits with an optional +. */
export const whatsappPhoneSchema = z
  .string({ error: 'WhatsApp number must be text' })
  .trim()
  .max(20, 'WhatsApp number must be at most 20 characters')
  .refine((value) => value === '' || /^\+?[0-9][0-9 -]{6,18}$/.test(value), {
    message: 'Enter a phone number like +91XXXXXXXXXX',
  })
  .transform((value) => value.replace(/[ -]/g, ''));

const allIndiaRankSchema = z
  .number({ error: 'All India Rank must be a number' })
  .int('All India Rank must be a whole number')
  .min(1, 'All India Rank must be at least 1')
  .max(ALL_INDIA_RANK_MAX, `All India Rank must be at most ${ALL_INDIA_RANK_MAX}`);

/**
 * `PATCH /api/me/profile`: full name required; blank WhatsApp is '', blank rank is null;
 * `notificationEmails` left out keeps what is saved.
 */
export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  whatsappPhone: whatsappPhoneSchema.optional().default(''),
  allIndiaRank: allIndiaRankSchema.nullable().optional().default(null),
  notificationEmails: z.boolean({ error: 'notificationEmails must be true or false' }).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Sign-up's extra details, kept on the user until the first signed-in session applies them. */
export const pendingProfileSchema = z.object({
  whatsappPhone: whatsappPhoneSchema.optional().default(''),
  allIndiaRank: allIndiaRankSchema.nullable().optional().default(null),
});
export type PendingProfile = z.infer<typeof pendingProfileSchema>;

/** A form's rank text: blank is null, otherwise a whole number (docs/product.md#validation). */
export const rankTextSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[0-9]+$/.test(value), 'All India Rank must be a number')
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(allIndiaRankSchema.nullable());

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  whatsappPhone: whatsappPhoneSchema,
  allIndiaRank: rankTextSchema,
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;

export const profileFormSchema = z.object({
  fullName: fullNameSchema,
  whatsappPhone: whatsappPhoneSchema,
  allIndiaRank: rankTextSchema,
  notificationEmails: z.boolean(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const profileSchema = z.object({
  email: z.string(),
  fullName: z.string().nullable(),
  whatsappPhone: z.string().nullable(),
  allIndiaRank: z.number().int().nullable(),
  /** Notifications by email too, where mail is configured (decision 0085). */
  notificationEmails: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/me`. */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
  }),
  profile: profileSchema.nullable(),
  /** Complete once a full name exists (docs/product.md#accounts-and-sessions). */
  profileComplete: z.boolean(),
  roles: z.array(z.enum(['admin'])),
  entitlement: z.object({
    demo: z.boolean(),
    package: z.enum(['ug', 'pg']).nullable(),
    expiresAt: z.string().nullable(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/** The browser's device id: a random UUID kept in local storage (docs/product.md#one-device). */
export const deviceIdSchema = z.uuid();
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_COOKIE = 'seatscope_device_id';
export const DEVICE_ID_STORAGE_KEY = 'device_id';

/** Server-sent event names on `GET /api/events`. */
export const SIGNED_OUT_EVENT = 'signed-out';
export const signedOutEventSchema = z.object({
  reason: z.enum(['other-device', 'same-device']),
});
export type SignedOutEvent = z.infer<typeof signedOutEventSchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });

/** `GET /api/dev/outbox` (development only). */
export const outboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
