// Apart from weeks.ts, which builds its zod schemas when imported: the workout service needs only this text.
export const FLOW_DEFAULT_PROMPT = 'Generate a workout that fits my current training plan and fitness level';
