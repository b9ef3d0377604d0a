import * as z from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minutes = z.number().min(0);

export const phaseKeySchema = z.enum(['base', 'build', 'peak', 'taper', 'race', 'transition']);
export const distanceClassSchema = z.enum(['sprint', 'olympic', 'half', 'full']);
export const levelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export const sportKeySchema = z.enum(['swim', 'bike', 'run']);
export const weekKindSchema = z.enum(['load', 'recovery', 'mini-taper', 'taper', 'race']);

/** One week of the plan as codes: its phase, its kind and its planned minutes (total and the long sessions). */
export const weekFactsSchema = z
  .object({
    phase: phaseKeySchema,
    kind: weekKindSchema,
    totalMinutes: minutes,
    longRideMinutes: minutes.nullable(),
    longRunMinutes: minutes.nullable(),
    secondaryEvent: z.string().nullable(),
  })
  .strict();
export type WeekFacts = z.infer<typeof weekFactsSchema>;

/**
 * What the engine's plan overview says, as codes and numbers: the reader's language renders them (the web's i18next),
 * so a plan reads in Polish after the athlete switches, whatever language it was made in. Only the engine writes
 * them; a model's overview is its own prose and has none.
 */
export const planFactsSchema = z
  .object({
    distance: distanceClassSchema,
    level: levelSchema,
    sports: z.array(sportKeySchema),
    event: z
      .object({
        name: z.string(),
        type: z.string(),
        date: isoDay,
        swimDistance: z.number().nullable(),
        bikeDistance: z.number().nullable(),
        runDistance: z.number().nullable(),
        bikeElevation: z.number().nullable(),
        runElevation: z.number().nullable(),
      })
      .strict(),
    otherRaces: z.array(z.object({ name: z.string(), date: isoDay, buildUp: z.boolean() }).strict()),
    strategy: z
      .object({
        totalWeeks: z.number().int(),
        workoutsPerWeek: z.number().int(),
        /** Weekday keys ('monday', ...), in the athlete's order. */
        days: z.array(z.string()),
        startMinutes: minutes,
        peakMinutes: minutes,
        rhythm: z.number().int(),
        taperWeeks: z.number().int().nullable(),
        weakest: sportKeySchema.nullable(),
        /** The athlete's own words (preferences, background), quoted as written. */
        note: z.string().nullable(),
        limit: z
          .object({
            sessions: z.number().int(),
            minSessions: z.number().int(),
            hours: z.tuple([z.number(), z.number()]),
          })
          .strict()
          .nullable(),
      })
      .strict(),
    /** The phase of each entry of trainingPhases, in the same order. */
    phases: z.array(phaseKeySchema),
    /** Keyed like weeklyFocus ("1".."N"). */
    weeks: z.record(z.string().regex(/^\d+$/), weekFactsSchema),
    /** The threshold estimates the notes quote, already in their units ("4:50/km", km/h, "1:45/100 m"). */
    estimates: z
      .object({ runPace: z.string().nullable(), bikeKmh: z.number().nullable(), css: z.string().nullable() })
      .strict(),
  })
  .strict();
export type PlanFacts = z.infer<typeof planFactsSchema>;
