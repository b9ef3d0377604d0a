import type { Availability, AvailabilityView } from '@shared/schemas/availability';
import type { Clock } from '../../lib/clock';
import type { AvailabilityRepository } from './availability-repository';

/** Blackouts kept in date order, weekdays listed once, empty notes left out. */
export function normalisedAvailability(input: Availability): Availability {
  const blackouts = [...input.blackouts].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return {
    minutesByWeekday: { ...input.minutesByWeekday },
    twoSessionDays: [...new Set(input.twoSessionDays)],
    poolDays: [...new Set(input.poolDays)],
    blackouts: blackouts.map((b) => (b.note ? { from: b.from, to: b.to, note: b.note } : { from: b.from, to: b.to })),
  };
}

export function createAvailabilityService({
  availability,
  clock,
}: {
  availability: AvailabilityRepository;
  clock: Clock;
}) {
  return {
    get: (userId: string): Promise<AvailabilityView> => availability.get(userId),
    save: (userId: string, input: Availability): Promise<AvailabilityView> =>
      availability.put(userId, normalisedAvailability(input), clock().toISOString()),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
