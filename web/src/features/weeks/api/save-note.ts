import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

/** The note is trimmed before sending. */
export const saveNote = ({ id, note }: { id: string; note: string }) =>
  apiCall('workoutNote', { params: { id }, body: { note: note.trim() } });

export const useSaveNote = () => useMutation({ mutationFn: saveNote });
