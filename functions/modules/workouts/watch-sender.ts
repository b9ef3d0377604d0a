import type { WorkoutRecord } from './workout-record';

/**
 * How a workout reaches the athlete's watch. modules/garmin provides the Garmin implementation;
 * until a watch is connected (or wired) nothing is sent and the answer says why.
 */
export interface WatchSender {
  send(userId: string, workout: WorkoutRecord, scheduleDate: string | null): Promise<{ sent: true; garminWorkoutId: string } | { sent: false; reason: string }>;
  remove(userId: string, workout: WorkoutRecord): Promise<boolean>;
}

export const NO_WATCH_REASON = 'No watch is connected. Connect your Garmin watch in Settings, or download the FIT file.';

export const noWatchSender: WatchSender = {
  async send() {
    return { sent: false, reason: NO_WATCH_REASON };
  },
  async remove() {
    return false;
  },
};
