import * as z from 'zod';
import type { OnboardingStatus } from '../onboarding/steps';
import { emailSchema, isoDateSchema, languageSchema, passwordSchema, themeSchema } from './common';
import { currentTrainingSchema, type CurrentTraining } from './training';

export const registerBody = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    lang: languageSchema.optional(),
    inviteCode: z.string().max(200).optional(),
  })
  .strict();

export const loginBody = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(200, 'Password is too long'),
  })
  .strict();

/** A patch names only the settings it changes; the others keep their stored value. */
export const userSettingsSchema = z
  .object({
    theme: themeSchema.optional(),
    sendNewWeeksToWatch: z.boolean({ error: 'sendNewWeeksToWatch must be true or false' }).optional(),
  })
  .strict()
  .refine(
    (settings) => Object.values(settings).some((v) => v !== undefined),
    'Nothing to update in settings: send theme or sendNewWeeksToWatch',
  );

export const genderSchema = z.enum(['female', 'male', 'other', 'unspecified']);

export const patchUserBody = z
  .object({
    name: z.string().trim().min(1, 'Name cannot be empty').max(100, 'Name must be at most 100 characters').optional(),
    birthdate: isoDateSchema.nullable().optional(),
    weight: z
      .number()
      .min(20, 'Weight must be between 20 and 300 kg')
      .max(300, 'Weight must be between 20 and 300 kg')
      .nullable()
      .optional(),
    height: z
      .number()
      .min(100, 'Height must be between 100 and 250 cm')
      .max(250, 'Height must be between 100 and 250 cm')
      .nullable()
      .optional(),
    gender: genderSchema.nullable().optional(),
    lang: languageSchema.optional(),
    settings: userSettingsSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Nothing to update: send at least one field');

export const changePasswordBody = z
  .object({ currentPassword: z.string().min(1, 'Current password is required').max(200), newPassword: passwordSchema })
  .strict();

export const deleteAccountBody = z.object({ password: z.string().min(1, 'Password is required').max(200) }).strict();

const level = z
  .number({ error: 'Fitness level must be a number' })
  .int('Fitness level must be a whole number')
  .min(0, 'Fitness level must be between 0 and 100')
  .max(100, 'Fitness level must be between 0 and 100');
/** The levels, and optionally what the athlete trains now (minutes a week per sport, longest recent session per sport). */
export const fitnessBody = z
  .object({
    swimLevel: level,
    bikeLevel: level,
    runLevel: level,
    currentTraining: currentTrainingSchema.nullable().optional(),
  })
  .strict();

export const forgotPasswordBody = z.object({ email: emailSchema }).strict();

export const resetPasswordBody = z
  .object({ token: z.string().min(1, 'Reset token is required').max(200), password: passwordSchema })
  .strict();

export const emailOnlyBody = z.object({ email: emailSchema, name: z.string().max(100).optional() }).strict();

/** The beta waiting list names its required-email message exactly as the product specifies it. */
export const betaTesterBody = z
  .object({
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .min(1, 'Email is required.')
      .max(254, 'Email is too long')
      .pipe(z.email({ error: 'Enter a valid email address' }))
      .transform((e) => e.toLowerCase()),
    name: z.string().max(100).optional(),
  })
  .strict();

export type { OnboardingStatus };

/** The user as the client sees it (GET /api/user). */
export interface UserView {
  id: string;
  email: string;
  name: string | null;
  lang: 'en' | 'pl';
  onboardingStatus: OnboardingStatus;
  isAdmin: boolean;
  /** sendNewWeeksToWatch: a new week's workouts go to the connected watch by themselves (on unless turned off). */
  settings: { theme: 'light' | 'dark' | 'system'; sendNewWeeksToWatch: boolean };
  credits: number;
  garminConnected: boolean;
  birthdate: string | null;
  weight: number | null;
  height: number | null;
  gender: z.infer<typeof genderSchema> | null;
  vo2Run: number | null;
  vo2Bike: number | null;
  createdAt: string;
}

export interface FitnessView {
  swimLevel: number;
  bikeLevel: number;
  runLevel: number;
  dateStart: string;
  dateEnd?: string | null;
  /** What the athlete said they train now, when they said it. */
  currentTraining?: CurrentTraining | null;
}

export interface CreditEntryView {
  /** The entry's code: trial, week, week_refund, purchase, refund, admin_grant, admin_removal. */
  type: string;
  amount: number;
  /** The English text (rows written before descriptionParams have only this). */
  description: string;
  /** What the code's text needs (firstDay, product, credits, reason), rendered in the reader's language. */
  descriptionParams?: Record<string, string | number>;
  createdAt: string;
}
