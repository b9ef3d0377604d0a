import type { PlanText } from './types';

const MONTHS = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
export const longDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** The plan words the week builder and race day need too: phase and distance names, hours, dates. */
export const plPlanCore: PlanText = {
  longDate,
  phaseName: {
    base: 'Baza',
    build: 'Budowanie',
    peak: 'Szczyt formy',
    taper: 'Taper',
    race: 'Tydzień startowy',
    transition: 'Roztrenowanie',
  },
  distanceLabel: {
    sprint: 'dystans sprint',
    olympic: 'dystans olimpijski',
    half: 'połowa dystansu (70.3)',
    full: 'pełny dystans (Ironman)',
  },
  hours: (h) => `${String(h).replace('.', ',')} h`,
};
