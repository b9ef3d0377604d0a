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
