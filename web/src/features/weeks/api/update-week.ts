import { useMutation } from '@tanstack/react-query';
import type { WeekView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

export type UpdateWeekInput = { id: string } & ({ active: false } | { trainingStyle: 'flow' });

export const updateWeek = ({ id, ...body }: UpdateWeekInput) => apiJson<WeekView>('PUT', `/api/weeks/${encodeURIComponent(id)}`, body);
export const useUpdateWeek = () => useMutation({ mutationFn: updateWeek });
