import * as z from 'zod';
import { EVENT_DATE_IN_PAST } from '@shared/schemas/plan-messages';
import { goalSchema, MAX_SECONDARY_GOALS, planBody } from '@shared/schemas/plans';
import { GOAL_FIELD_REQUIRED, type WizardState } from './wizard-rules';

/** A goal as the wizard checks it: the API's name, date and type, each required, and the date not before today. */
function goalForm(today: string) {
  const { name, date, type } = goalSchema.shape;
  return z.object({ name, date, type }).superRefine((goal, ctx) => {
    for (const key of ['name', 'date', 'type'] as const)
      if (!goal[key]) ctx.addIssue({ code: 'custom', path: [key], message: GOAL_FIELD_REQUIRED[key] });
    if (goal.date && goal.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message: EVENT_DATE_IN_PAST });
  });
}

/**
 * The plan wizard's rules over its values: the goals as above, the rest as the API's plan body checks them
 * (at least one training day, 1-14 workouts a week, the texts' limits). Distances stay the server's to check, as
 * before. Keys without rules (a goal's distances and overridden fields) pass through unchecked.
 */
export function wizardForm(today: string): z.ZodType<WizardState> {
  const { workoutDays, workoutsPerWeek, trainingPreferences, personalDescription } = planBody.shape;
  const schema = z.object({
    primaryGoal: goalForm(today),
    secondaryGoals: z.array(goalForm(today)).max(MAX_SECONDARY_GOALS, 'At most 2 secondary goals'),
    workoutDays,
    workoutsPerWeek,
    trainingPreferences,
    personalDescription,
  });
  // Only its errors are used (the form sends its own values), so its output type does not matter here.
  return schema as unknown as z.ZodType<WizardState>;
}
