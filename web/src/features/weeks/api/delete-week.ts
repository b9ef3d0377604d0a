import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const deleteWeek = (id: string) => apiJson<{ success: boolean }>('DELETE', `/api/weeks/${encodeURIComponent(id)}`);
export const useDeleteWeek = () => useMutation({ mutationFn: deleteWeek });
