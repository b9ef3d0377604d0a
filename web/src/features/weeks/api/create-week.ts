import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface CreateWeekInput {
  trainingStyle: 'classic' | 'flexible' | 'flow';
  requirementsPrompt: string;
  trainingPlanId: string;
  retry?: boolean;
  weekId?: string;
}
export interface CreateWeekResult {
  weekId: string;
  sessionId: string;
}

export const createWeek = (body: CreateWeekInput) => apiJson<CreateWeekResult>('POST', '/api/weeks', body);
export const useCreateWeek = () => useMutation({ mutationFn: createWeek });
