/** Below this a shortened session keeps too little of its main set to be worth its warm-up and cool-down. */
export const MIN_SHORTENED_MINUTES = 20;

/**
 * The shortest a session may be cut to before it is dropped instead: half its planned minutes, and at least 20. A
 * session cut by more than half is no longer the one planned (decision record 025).
 */
export const shortenFloor = (plannedMinutes: number) => Math.max(MIN_SHORTENED_MINUTES, Math.ceil(plannedMinutes / 2));
