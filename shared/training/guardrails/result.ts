import type { GuardrailResult } from '../../schemas/training';
import type * as z from 'zod';

export function verdict(errors: string[], warnings: string[]): GuardrailResult {
  return { ok: errors.length === 0, errors, warnings };
}

export function zodErrors(prefix: string, error: z.ZodError): string[] {
  return error.issues.slice(0, 10).map((i) => `${prefix}${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`);
}
