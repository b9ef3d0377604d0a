import type { PerSport, SportKey } from '../schemas/progress';

export const SPORT_KEYS: readonly SportKey[] = ['swim', 'bike', 'run'];

export const zeroPerSport = (): PerSport => ({ swim: 0, bike: 0, run: 0 });

export function roundPerSport(values: PerSport): PerSport {
  return { swim: Math.round(values.swim), bike: Math.round(values.bike), run: Math.round(values.run) };
}
