import type { WeekView } from '../../../../../shared/schemas/weeks';

/** Placeholder: the weeks feature replaces this with the week's workout list. */
export function WeekWorkouts(_props: { week: WeekView }) {
  return null;
}
