import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useMarkSuggestionRead, useSuggestions } from '../api/admin-queries';
import { formatDateTime } from '../../../lib/dates';

/** What athletes sent from the feedback card, newest first; unread ones stand out until marked read. */
export function SuggestionsPanel() {
  const { t } = useTranslation();
  const suggestions = useSuggestions();
  const markRead = useMarkSuggestionRead();
  if (suggestions.isPending) return <Spinner label={t('common.loading')} />;
  if (suggestions.isError)
    return (
      <p role="alert" className="text-danger">
        {t('admin.loadFailed')}
      </p>
    );
  const rows = suggestions.data.pages.flatMap((page) => page.items);
  return (
    <Card className="space-y-4 p-5">
      <h2 className="font-bold">{t('admin.suggestions.title')}</h2>
      {rows.length === 0 && <p className="text-sm text-muted">{t('admin.suggestions.none')}</p>}
      <ul className="divide-y divide-line" data-testid="suggestions">
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
              <span className="flex items-center gap-2">
                {!row.readAt && <Badge tone="primary">{t('admin.suggestions.new')}</Badge>}
                <Link to={`/admin/user/${row.userId}`} className="text-accent underline-offset-2 hover:underline">
                  {row.userEmail ?? t('admin.suggestions.deletedAccount')}
                </Link>
              </span>
              <span>{formatDateTime(row.createdAt)}</span>
            </div>
            <p
              className={
                row.readAt
                  ? 'whitespace-pre-line wrap-anywhere text-sm text-muted'
                  : 'whitespace-pre-line wrap-anywhere text-sm font-medium'
              }
            >
              {row.suggestion}
            </p>
            {!row.readAt && (
              <Button
                size="sm"
                variant="outline"
                disabled={markRead.isPending}
                onClick={() =>
                  markRead.mutate(row.id, {
                    onError: (error) =>
                      toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
                  })
                }
              >
                <Check className="h-4 w-4" aria-hidden="true" />
                {t('admin.suggestions.markRead')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {suggestions.hasNextPage && (
        <Button
          variant="outline"
          disabled={suggestions.isFetchingNextPage}
          onClick={() => void suggestions.fetchNextPage()}
        >
          {t('admin.users.more')}
        </Button>
      )}
    </Card>
  );
}
