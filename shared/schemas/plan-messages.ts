// Apart from plans.ts, which builds its zod schemas when imported: the plan rules of the service need only these.
export const PRIMARY_GOAL_REQUIRED = 'Event name, date and type are required for the primary goal';
export const EVENT_DATE_IN_PAST = 'Event date cannot be earlier than today';
