/** The air temperature (°C) a race-day plan may be made for, and the one assumed when none was given. */
export const RACE_DAY_TEMPERATURE = { min: -5, max: 45, default: 20 } as const;
