import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';
import { refreshTraining } from '../../../lib/training-cache';

export type ReportInput = CallInput<'reportWorkout'>['body'];

export const reportWorkout = ({ id, report }: { id: string; report: ReportInput }) =>
  apiCall('reportWorkout', { params: { id }, body: report });

export const undoWorkoutReport = (id: string) => apiCall('undoWorkoutReport', { params: { id } });

/** Done / done but different / skipped: the workout's outcome changes, and with it the week, Progress and the activities. */
export function useReportWorkout() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reportWorkout, onSettled: () => refreshTraining(client) });
}

export function useUndoWorkoutReport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: undoWorkoutReport, onSettled: () => refreshTraining(client) });
}
