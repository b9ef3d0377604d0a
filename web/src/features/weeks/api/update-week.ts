import { useMutation } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';

export type UpdateWeekInput = { id: string } & CallInput<'updateWeek'>['body'];

export const updateWeek = ({ id, ...body }: UpdateWeekInput) => apiCall('updateWeek', { params: { id }, body });

export const useUpdateWeek = () => useMutation({ mutationFn: updateWeek });
