import { CalendarPlus, Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../../calendar';
import { SettingsSection } from './settings-section';
import { dateTimeFormat } from '../../../lib/intl';

const APPS = ['google', 'apple', 'outlook'] as const;

/** The private calendar link: made (the URL shown once), copied, replaced or revoked; how to add it in the big apps. */
export function CalendarSettings() {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const fail = (error: unknown) =>
    toast({ variant: 'destructive', title: t('calendarFeed.failed'), description: errorText(error) });
  // Formatted only when there is a date to show: a browser's first Intl formatter loads its locale data (a long task on a phone).
  const createdOn =
    feed.data?.active && feed.data.createdAt
      ? dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(feed.data.createdAt))
      : null;

  const makeLink = () => create.mutate(undefined, { onSuccess: (made) => setUrl(made.url), onError: fail });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('calendarFeed.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('calendarFeed.copyFailed') });
    }
  };

  return (
    <SettingsSection title={t('calendarFeed.title')} description={t('calendarFeed.description')}>
      {feed.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="space-y-4" data-testid="calendar-feed">
          {url ? (
            <div className="space-y-2">
              <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
                {t('calendarFeed.yourLink')}
              </label>
              <div className="flex gap-2">
                <Input
                  id="calendar-feed-url"
                  readOnly
                  value={url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono text-xs"
                />
                <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t('calendarFeed.copy')}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              <p className="text-xs text-muted">{t('calendarFeed.shownOnce')}</p>
            </div>
          ) : (
            <p className="text-sm text-muted">
              {createdOn ? t('calendarFeed.active', { date: createdOn }) : t('calendarFeed.none')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={makeLink} disabled={create.isPending}>
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              {feed.data?.active || url ? t('calendarFeed.newLink') : t('calendarFeed.create')}
            </Button>
            {(feed.data?.active || url) && (
              <Button
                type="button"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      setUrl(null);
                      toast({ title: t('calendarFeed.revoked') });
                    },
                    onError: fail,
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t('calendarFeed.revoke')}
              </Button>
            )}
          </div>
          <details className="rounded-xl border border-line p-4 text-sm">
            <summary className="cursor-pointer font-semibold">{t('calendarFeed.howTo')}</summary>
            <ul className="mt-3 space-y-2 text-muted">
              {APPS.map((app) => (
                <li key={app}>
                  <span className="font-semibold text-fg">{t(`calendarFeed.apps.${app}.name`)}:</span>{' '}
                  {t(`calendarFeed.apps.${app}.steps`)}
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </SettingsSection>
  );
}
