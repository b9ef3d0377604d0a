import type { EventInput } from '../../schemas/training';

/** The primary event's identity: a changed name, date, type, distance or elevation makes a stored plan outdated. */
export function eventKey(
  e: Pick<
    EventInput,
    'name' | 'date' | 'type' | 'swimDistance' | 'bikeDistance' | 'runDistance' | 'bikeElevation' | 'runElevation'
  >,
): string {
  return JSON.stringify([
    e.name,
    e.date,
    e.type,
    e.swimDistance ?? null,
    e.bikeDistance ?? null,
    e.runDistance ?? null,
    e.bikeElevation ?? null,
    e.runElevation ?? null,
  ]);
}
