import { useMutation } from '@tanstack/react-query';
import type { WorkoutDetails } from '../../../../../shared/schemas/training';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

export interface SaveModifiedResult {
  workout: WorkoutView;
  sentToGarmin: boolean;
  reason?: string;
}

/** A workout with a day goes to save-and-send-to-garmin, one without to save-modified. */
export const saveModified = ({ id, workoutDetails, send }: { id: string; workoutDetails: WorkoutDetails; send: boolean }) =>
  apiJson<SaveModifiedResult>('POST', `/api/workouts/${encodeURIComponent(id)}/${send ? 'save-and-send-to-garmin' : 'save-modified'}`, { workoutDetails });
export const useSaveModified = () => useMutation({ mutationFn: saveModified });
