import type { ActivityView } from '@shared/schemas/weeks';

/** A recorded activity (from the watch's push, or the CLI's simulation of it), stored under the user. */
export type ActivityRecord = ActivityView & { userId: string };

export function toActivityView({ userId: _userId, ...view }: ActivityRecord): ActivityView {
  return view;
}
