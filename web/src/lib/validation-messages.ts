/**
 * The shared zod schemas carry English messages (the API answers with them too). In the UI each known message
 * maps to a translation key; anything unknown is shown as it is.
 */
const KEYS: Record<string, string> = {
  'Email is required': 'validation.emailRequired',
  'Enter a valid email address': 'validation.emailInvalid',
  'Email is too long': 'validation.emailTooLong',
  'Password is required': 'validation.passwordRequired',
  'Password must be at least 6 characters long': 'validation.passwordMin',
  'Password must be at most 200 characters long': 'validation.passwordMax',
  'This password is too common. Choose one that is harder to guess.': 'validation.passwordCommon',
  'Password cannot be only spaces': 'validation.passwordBlank',
  'Password is too long': 'validation.passwordMax',
  'Current password is required': 'validation.currentPasswordRequired',
  'Passwords do not match': 'validation.passwordsMismatch',
  'Name cannot be empty': 'validation.nameRequired',
  'Name must be at most 100 characters': 'validation.nameMax',
  'Weight must be between 20 and 300 kg': 'validation.weightRange',
  'Height must be between 100 and 250 cm': 'validation.heightRange',
  'Date must be in YYYY-MM-DD format': 'validation.dateFormat',
  'Date is not a real calendar day': 'validation.dateInvalid',
  'Email is required.': 'beta.emailRequired',
  'Duration must be a number of minutes': 'validation.activityDurationNumber',
  'Duration must be whole minutes': 'validation.activityDurationWhole',
  'Duration must be at least 1 minute': 'validation.activityDurationMin',
  'Duration must be at most 24 hours': 'validation.activityDurationMax',
  'Distance must be a number': 'validation.activityDistanceNumber',
  'Distance cannot be negative': 'validation.activityDistanceNegative',
  'Distance must be at most 1000 km': 'validation.activityDistanceMax',
  'Heart rate must be a number': 'validation.activityHrNumber',
  'Heart rate must be a whole number': 'validation.activityHrWhole',
  'Heart rate must be at least 30 bpm': 'validation.activityHrMin',
  'Heart rate must be at most 240 bpm': 'validation.activityHrMax',
  'RPE must be a number': 'validation.activityRpe',
  'RPE must be a whole number': 'validation.activityRpe',
  'RPE must be 1-10': 'validation.activityRpe',
  'Notes are limited to 1000 characters': 'validation.activityNoteMax',
  'Start time must be HH:MM': 'validation.activityStartTime',
  'Choose a sport from the list': 'validation.activitySport',
  'Choose why the session was skipped': 'validation.activitySkipReason',
  'Please enter a suggestion before sending.': 'dashboard.feedback.empty',
  'Please enter a modification request': 'workouts.modify.required',
  'Event name is required': 'plans.wizard.errors.nameRequired',
  'Event date is required': 'plans.wizard.errors.dateRequired',
  'Event type is required': 'plans.wizard.errors.typeRequired',
  'Event date cannot be earlier than today': 'plans.wizard.errors.dateInPast',
  'Choose at least one training day': 'plans.wizard.errors.noDays',
  'A blackout ends on or after the day it starts': 'availability.invalidRange',
  'A blackout lasts at most 366 days': 'availability.blackoutTooLong',
};

export function validationKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return KEYS[message] ?? message;
}

/** Translate a field error's message (react-hook-form `errors.x?.message`). */
export function fieldError(t: (key: string) => string, message: string | undefined): string | undefined {
  const key = validationKey(message);
  return key ? t(key) : undefined;
}
