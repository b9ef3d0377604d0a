import type { PlanText } from './types';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const longDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** The plan words the week builder and race day need too: phase and distance names, hours, dates. */
export const enPlanCore: PlanText = {
  longDate,
  phaseName: {
    base: 'Base',
    build: 'Build',
    peak: 'Peak',
    taper: 'Taper',
    race: 'Race Week',
    transition: 'Transition',
  },
  distanceLabel: {
    sprint: 'sprint distance',
    olympic: 'Olympic distance',
    half: 'half distance (70.3)',
    full: 'full distance (Ironman)',
  },
  hours: (h) => `${h} h`,
};
