import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export const deleteWeek = (id: string) => apiCall('deleteWeek', { params: { id } });

export const useDeleteWeek = () => useMutation({ mutationFn: deleteWeek });
