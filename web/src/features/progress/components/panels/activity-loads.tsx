import { useTranslation } from 'react-i18next';
import type { ActivityLoadView, LoadMethod } from '@shared/schemas/progress';
import { cn } from '../../../../lib/cn';
import type { Format } from '../../lib/format';

/** How many of the newest activities the panel lists with their load. */
const SHOWN = 8;

const METHOD_TONE: Record<LoadMethod, string> = {
  power: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  heartRate: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  rpe: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  duration: 'bg-surface-2 text-muted',
};

/** The newest activities' loads, each with a small label saying which method estimated it. */
export function ActivityLoads({ activities, format }: { activities: readonly ActivityLoadView[]; format: Format }) {
  const { t } = useTranslation();
  if (activities.length === 0) return null;
  return (
    <div className="mt-3" data-testid="activity-loads">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('progress.load.perActivity')}</p>
      <ul className="mt-1 divide-y divide-border text-sm">
        {activities.slice(0, SHOWN).map((a) => (
          <li key={a.id} className="flex items-center gap-2 py-1.5" data-testid="activity-load" data-method={a.method}>
            <span className="w-20 shrink-0 text-muted tabular-nums">{format.dayShort(a.day)}</span>
            <span className="min-w-0 flex-1 truncate">
              {a.sport ? t(`progress.sports.${a.sport}`) : t('progress.load.otherSport')} ·{' '}
              {format.hours(a.durationSecs / 60)}
            </span>
            <span className="font-semibold tabular-nums">{format.whole(a.load)}</span>
            <span
              className={cn('rounded-full px-2 py-0.5 text-[11px] font-medium', METHOD_TONE[a.method])}
              title={t(`progress.load.methodHint.${a.method}`)}
            >
              {t(`progress.load.method.${a.method}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
