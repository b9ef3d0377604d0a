import type { CurrentTraining } from '@shared/schemas/training';

export type SportKey = 'swim' | 'bike' | 'run';
/** What the athlete typed: hours a week and the longest recent session in minutes, per sport ('' = not said). */
export type CurrentTrainingDraft = Record<SportKey, { hours: string; longest: string }>;

export const SPORTS: SportKey[] = ['swim', 'bike', 'run'];
/** The API's limits (40 hours a week, a 10-hour session), as the messages say them. */
export const MAX_HOURS = 40;
export const MAX_LONGEST = 600;

export const emptyDraft = (from?: CurrentTraining | null): CurrentTrainingDraft => {
  const of = (k: SportKey) => ({
    hours: from ? String(Math.round((from.weeklyMinutes[k] / 60) * 10) / 10) : '',
    longest: from ? String(from.longestMinutes[k]) : '',
  });
  return { swim: of('swim'), bike: of('bike'), run: of('run') };
};

/** A typed number ('' is 0, a decimal comma is read); NaN when it is not one. */
export const parseNumber = (text: string) => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));
export const weeklyMinutesOf = (hours: string) => Math.round(parseNumber(hours) * 60);
export const longestMinutesOf = (longest: string) => Math.round(parseNumber(longest));

/** The draft as the API takes it; null when nothing was typed (the plan then starts from the levels). */
export function draftToCurrentTraining(d: CurrentTrainingDraft): CurrentTraining | null {
  if (SPORTS.every((k) => d[k].hours.trim() === '' && d[k].longest.trim() === '')) return null;
  return {
    weeklyMinutes: {
      swim: weeklyMinutesOf(d.swim.hours),
      bike: weeklyMinutesOf(d.bike.hours),
      run: weeklyMinutesOf(d.run.hours),
    },
    longestMinutes: {
      swim: longestMinutesOf(d.swim.longest),
      bike: longestMinutesOf(d.bike.longest),
      run: longestMinutesOf(d.run.longest),
    },
  };
}
