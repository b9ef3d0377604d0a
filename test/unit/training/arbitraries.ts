import fc from 'fast-check';
import type { EventInput, PlanInput, Weekday } from '@shared/schemas/training';
import { addDays } from '@shared/calendar/days';

const DISTANCES: Record<string, [number | null, number | null, number | null]> = {
  sprint: [750, 20, 5],
  olympic: [1500, 40, 10],
  half: [1900, 90, 21.1],
  full: [3800, 180, 42.2],
  duathlon: [null, 40, 10],
};
const DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const eventArb = (date: string): fc.Arbitrary<EventInput> =>
  fc
    .record({
      type: fc.constantFrom(...Object.keys(DISTANCES)),
      bikeElevation: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
      runElevation: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
    })
    .map(({ type, bikeElevation, runElevation }) => {
      const [swim, bike, run] = DISTANCES[type];
      return {
        name: `${type} race`,
        date,
        type,
        swimDistance: swim,
        bikeDistance: bike,
        runDistance: run,
        bikeElevation,
        runElevation,
      };
    });

/** Random athletes and events: sprint to full distance, 4 to 40 weeks, beginner to advanced. */
export const planInputArb: fc.Arbitrary<PlanInput> = fc
  .record({
    weeks: fc.integer({ min: 4, max: 40 }),
    offset: fc.integer({ min: 0, max: 6 }),
    start: fc.integer({ min: 0, max: 700 }),
    swimLevel: fc.integer({ min: 0, max: 100 }),
    bikeLevel: fc.integer({ min: 0, max: 100 }),
    runLevel: fc.integer({ min: 0, max: 100 }),
    workoutDays: fc.subarray(DAYS, { minLength: 1 }),
    workoutsPerWeek: fc.integer({ min: 1, max: 14 }),
    secondary: fc.array(fc.integer({ min: 1, max: 270 }), { maxLength: 2 }),
  })
  .chain((r) => {
    const planStarts = addDays('2026-01-05', r.start);
    const eventDate = addDays(planStarts, (r.weeks - 1) * 7 + r.offset);
    return fc
      .record({
        primaryEvent: eventArb(eventDate),
        secondaryEvents: fc.tuple(...r.secondary.map((d) => eventArb(addDays(eventDate, -d)))),
      })
      .map(({ primaryEvent, secondaryEvents }) => ({
        primaryEvent,
        secondaryEvents,
        fitness: { swimLevel: r.swimLevel, bikeLevel: r.bikeLevel, runLevel: r.runLevel },
        workoutDays: r.workoutDays,
        workoutsPerWeek: r.workoutsPerWeek,
        trainingPreferences: null,
        personalDescription: null,
        planStarts,
        today: addDays(planStarts, -3),
      }));
  });
