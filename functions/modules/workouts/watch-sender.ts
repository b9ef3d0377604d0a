import type { WorkoutRecord } from './workout-record';

/**
 * What became of a send, for the caller to branch on (never on the message): on the watch; queued because Garmin
 * is busy (the send job tries again); no watch connected; or refused for good (the workout shows why). `sent` is
 * true only for 'sent'; `reason` is the athlete's text.
 */
export type WatchSendOutcome =
  | { kind: 'sent'; sent: true; garminWorkoutId: string }
  | { kind: 'queued' | 'no-watch' | 'refused'; sent: false; reason: string };

/**
 * How a workout reaches the athlete's watch. modules/garmin provides the Garmin implementation;
 * until a watch is connected (or wired) nothing is sent and the answer says why.
 */
export interface WatchSender {
  send(userId: string, workout: WorkoutRecord, scheduleDate: string | null): Promise<WatchSendOutcome>;
  remove(userId: string, workout: WorkoutRecord): Promise<boolean>;
}

export const NO_WATCH_REASON =
  'No watch is connected. Connect your Garmin watch in Settings, or download the FIT file.';

export const noWatchSender: WatchSender = {
  async send() {
    return { kind: 'no-watch', sent: false, reason: NO_WATCH_REASON };
  },
  async remove() {
    return false;
  },
};
