import ical from 'ical-generator';
import type { Language } from '@shared/schemas/common';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import type { WorkoutRecord } from '../workouts/workout-record';
import { eventDescription, eventTitle } from './feed-text';

/** Calendar apps re-read a subscribed feed on their own schedule; this asks for hourly. */
const REFRESH_SECONDS = 3600;

/** The athlete's planned workouts as an iCalendar (RFC 5545) feed: one all-day event per workout that has a day. */
export function workoutsCalendar(
  workouts: readonly WorkoutRecord[],
  lang: Language,
  appUrl: string,
  thresholds: ThresholdValues | null = null,
): string {
  const calendar = ical({
    name: 'Tricoach',
    prodId: { company: 'Tricoach', product: 'Training plan', language: lang.toUpperCase() },
    ttl: REFRESH_SECONDS,
    url: appUrl,
  });
  for (const workout of workouts) {
    if (!workout.day) continue;
    calendar.createEvent({
      id: `${workout.id}@tricoach`,
      start: new Date(`${workout.day}T00:00:00Z`),
      allDay: true,
      summary: eventTitle(workout.workoutDetails, workout.isCompleted === true, lang),
      description: eventDescription(workout.workoutDetails, workout.isCompleted === true, lang, thresholds),
      lastModified: new Date(workout.updatedAt),
      stamp: new Date(workout.updatedAt),
      url: `${appUrl}/modal/workout-details/${workout.id}`,
    });
  }
  return calendar.toString();
}
