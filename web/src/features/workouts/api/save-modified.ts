import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@shared/api/route-answers';
import type { WorkoutDetails } from '@shared/schemas/training';
import { apiCall } from '../../../lib/api-call';

export type SaveModifiedResult = RouteAnswer<'saveModifiedWorkout'>;

/** A workout with a day goes to save-and-send-to-garmin, one without to save-modified. */
export const saveModified = ({
  id,
  workoutDetails,
  send,
}: {
  id: string;
  workoutDetails: WorkoutDetails;
  send: boolean;
}) => apiCall(send ? 'saveAndSendWorkout' : 'saveModifiedWorkout', { params: { id }, body: { workoutDetails } });

export const useSaveModified = () => useMutation({ mutationFn: saveModified });
