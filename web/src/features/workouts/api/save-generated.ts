import { apiCall, type CallInput } from '../../../lib/api-call';

/** Saves a generated flow workout once per task: {workout}. */
export const saveGenerated = (body: CallInput<'saveGeneratedWorkout'>['body']) =>
  apiCall('saveGeneratedWorkout', { body });
