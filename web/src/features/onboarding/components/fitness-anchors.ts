export type Sport = 'swim' | 'bike' | 'run';

/** Which of the five plain-language descriptions fits a 0-100 level. */
export function anchorBand(level: number): 0 | 1 | 2 | 3 | 4 {
  if (level <= 20) return 0;
  if (level <= 40) return 1;
  if (level <= 60) return 2;
  if (level <= 80) return 3;
  return 4;
}
