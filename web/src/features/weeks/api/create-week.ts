import { useMutation } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';

export type CreateWeekInput = CallInput<'createWeek'>['body'];

export const createWeek = (body: CreateWeekInput) => apiCall('createWeek', { body });

export const useCreateWeek = () => useMutation({ mutationFn: createWeek });
