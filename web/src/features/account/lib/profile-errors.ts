import { patchUserBody } from '@shared/schemas/accounts';
import type { UserPatch } from '../api/update-user';

/** The profile form's fields, as typed. */
export interface ProfileValues {
  name: string;
  birthdate: string;
  weight: string;
  height: string;
  gender: string;
}

const RANGE: Record<string, string> = {
  weight: 'Weight must be between 20 and 300 kg',
  height: 'Height must be between 100 and 250 cm',
};

/** Field -> message (shared schema messages, or translation keys for the checks only the form makes). */
export function profileErrors(
  patch: UserPatch,
  today = new Date().toISOString().slice(0, 10),
): Array<[keyof ProfileValues, string]> {
  const found = new Map<keyof ProfileValues, string>();
  if (!patch.name?.trim()) found.set('name', 'Name cannot be empty');
  for (const field of ['weight', 'height'] as const) if (Number.isNaN(patch[field])) found.set(field, RANGE[field]);
  const parsed = patchUserBody.safeParse(patch);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof ProfileValues;
      if (!found.has(field)) found.set(field, issue.message);
    }
  }
  if (!found.has('birthdate') && patch.birthdate && patch.birthdate > today)
    found.set('birthdate', 'validation.birthdateFuture');
  return [...found];
}
