import type { PhaseKey } from '../sessions';
import { enPlanCore } from './en-plan-core';
import { plPlanCore } from './pl-plan-core';

const KEYS = Object.keys(enPlanCore.phaseName) as PhaseKey[];
const normal = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+phase$|^faza\s+/, '');

/**
 * The phase a stored name is the engine's name of, in any language ("Base", "Baza", "Build phase"); null for a
 * name of the model's own ("Foundation block"), which stays as it was written.
 */
export function phaseKeyOfName(name: string): PhaseKey | null {
  const n = normal(name);
  return KEYS.find((k) => normal(enPlanCore.phaseName[k]) === n || normal(plPlanCore.phaseName[k]) === n) ?? null;
}
