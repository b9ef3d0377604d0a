import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import {
  toActivityInput,
  toIntervalsEvent,
  workoutFingerprint,
} from '../../../functions/modules/intervals/event-payload';
import { normalizeAthleteId } from '../../../functions/modules/intervals/intervals-service';
import { encodeWorkoutFit } from '../../../functions/modules/workouts/fit-workout';
import { BIKE, RUN, SWIM } from '../../support/trainer-fixtures';

const workout = (details = BIKE, day = '2026-03-04') => ({ id: 'w-1', day, workoutDetails: details });

describe('intervals.icu event payload', () => {
  it('a planned workout becomes a WORKOUT event on its day, keyed by our id, with our FIT file', async () => {
    const fit = await encodeWorkoutFit('w-1', BIKE, new Date('2026-03-01T00:00:00Z'));
    const event = toIntervalsEvent(workout(), fit);
    expect(event).toMatchObject({
      category: 'WORKOUT',
      start_date_local: '2026-03-04T00:00:00',
      name: BIKE.workoutName,
      description: BIKE.description,
      type: 'Ride',
      external_id: 'w-1',
    });
    expect(event.filename).toMatch(/\.fit$/);
    const { messages, errors } = new Decoder(
      Stream.fromByteArray(Buffer.from(event.file_contents_base64, 'base64')),
    ).read();
    expect(errors).toEqual([]);
    expect(messages.workoutMesgs?.[0]?.wktName).toBe(BIKE.workoutName.slice(0, 40));
    expect(toIntervalsEvent(workout(RUN), fit).type).toBe('Run');
    expect(toIntervalsEvent(workout(SWIM), fit).type).toBe('Swim');
  });

  it('the fingerprint changes with the day and the details, and only with them', () => {
    const base = workoutFingerprint(workout());
    expect(workoutFingerprint(workout())).toBe(base);
    expect(workoutFingerprint(workout(BIKE, '2026-03-05'))).not.toBe(base);
    expect(workoutFingerprint(workout({ ...BIKE, workoutName: 'Other' }))).not.toBe(base);
  });

  it('an activity maps to the shared model: UTC start, elapsed duration, sport, measures; incomplete ones are skipped', () => {
    const input = toActivityInput({
      id: 'i77',
      start_date: '2026-03-04T06:00:00Z',
      start_date_local: '2026-03-04T07:00:00',
      type: 'VirtualRide',
      name: 'Zwift',
      moving_time: 3500,
      elapsed_time: 3600,
      distance: 30_000,
      average_heartrate: 140,
      max_heartrate: 170,
      icu_average_watts: 200,
      icu_weighted_avg_watts: 215,
      total_elevation_gain: 120,
    });
    expect(input).toEqual({
      id: 'intervals-i77',
      activityType: 'CYCLING',
      startTime: '2026-03-04T06:00:00.000Z',
      durationInSeconds: 3600,
      movingTimeInSeconds: 3500,
      distanceInMeters: 30_000,
      averageHeartRate: 140,
      maxHeartRate: 170,
      elevationGainInMeters: 120,
      averagePower: 200,
      normalizedPower: 215,
      activityName: 'Zwift',
      source: 'intervals',
    });
    expect(
      toActivityInput({ id: 5, start_date_local: '2026-03-04T07:00:00', type: 'TrailRun', moving_time: 1800 }),
    ).toMatchObject({
      id: 'intervals-5',
      activityType: 'RUNNING',
      startTime: '2026-03-04T07:00:00.000Z',
      durationInSeconds: 1800,
      distanceInMeters: null,
    });
    expect(
      toActivityInput({ id: 6, start_date: '2026-03-04T07:00:00Z', type: 'WeightTraining', moving_time: 1800 })!
        .activityType,
    ).toBe('STRENGTH_TRAINING');
    expect(toActivityInput({ start_date: '2026-03-04T07:00:00Z', type: 'Run', moving_time: 1800 })).toBeNull();
    expect(toActivityInput({ id: 7, type: 'Run', moving_time: 1800 })).toBeNull();
    expect(toActivityInput({ id: 8, start_date: '2026-03-04T07:00:00Z', type: 'Run', moving_time: 0 })).toBeNull();
  });

  it('athlete ids: the digits alone get the i prefix intervals.icu uses', () => {
    expect(normalizeAthleteId(' 12345 ')).toBe('i12345');
    expect(normalizeAthleteId('i12345')).toBe('i12345');
  });
});
