import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditEntryView } from '../../../../../shared/schemas/accounts';

export interface CreditsView {
  balance: number;
  entries: CreditEntryView[];
}

export const creditsQueryOptions = () => queryOptions<CreditsView>({ queryKey: ['/api/credits'] as const });

export function useCredits() {
  return useQuery(creditsQueryOptions());
}
