import { useMutation } from '@tanstack/react-query';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

/** POST /api/workout/{id}/note; the note is trimmed before sending. */
export const saveNote = ({ id, note }: { id: string; note: string }) => apiJson<WorkoutView>('POST', `/api/workout/${encodeURIComponent(id)}/note`, { note: note.trim() });
export const useSaveNote = () => useMutation({ mutationFn: saveNote });
