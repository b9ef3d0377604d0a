import type { TFunction } from 'i18next';
import type { CreditEntryView } from '@shared/schemas/accounts';
import { formatDay } from '../../../lib/dates';

/** Codes whose text needs nothing more than the code. */
const WITHOUT_PARAMS = new Set(['trial']);

/**
 * A ledger line in the reader's language, from its code and parameters. Rows written before the server stored
 * parameters keep their English text.
 */
export function ledgerLine(entry: CreditEntryView, t: TFunction): string {
  const params = entry.descriptionParams;
  if (!params && !WITHOUT_PARAMS.has(entry.type)) return entry.description;
  const values = {
    ...params,
    ...(typeof params?.firstDay === 'string' ? { firstDay: formatDay(params.firstDay) } : {}),
  };
  return t(`payments.ledger.${entry.type}`, { ...values, defaultValue: entry.description });
}
