import { useTranslation } from 'react-i18next';
import type { CreditEntryView } from '@shared/schemas/accounts';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { ledgerLine } from '../lib/ledger-line';

/** The credits ledger: purchases, refunds, weeks created, grants; newest first. */
export function PurchaseHistory({ entries, loading }: { entries: CreditEntryView[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 text-lg font-bold">
        {t('payments.history')}
      </h2>
      <Card className="px-5">
        {!loading && (!entries || entries.length === 0) && (
          <p className="py-4 text-sm text-muted">{t('payments.historyEmpty')}</p>
        )}
        <ul className="divide-y divide-line" data-testid="purchase-history">
          {entries?.map((entry, i) => (
            <li key={`${entry.createdAt}-${i}`} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{ledgerLine(entry, t)}</p>
                <p className="text-xs text-muted">{formatDate(entry.createdAt)}</p>
              </div>
              <span className={cn('font-bold tabular-nums', entry.amount > 0 ? 'text-accent' : 'text-muted')}>
                {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
