import { CircleCheck, CircleHelp, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { LOAD_CHECK_KEYS, type LimitReading, type LoadCheckKey } from '@shared/training/safety/load-check';
import { Disclosure } from '../../../components/ui/disclosure';
import { cn } from '../../../lib/cn';
import { useLoadCheck } from '../api/get-load-check';
import { numberFormat } from '../../../lib/intl';

const STATUS_ICON = { ok: CircleCheck, over: TriangleAlert, unknown: CircleHelp } as const;
const STATUS_TONE = {
  ok: 'text-green-700 dark:text-lime-400',
  over: 'text-amber-700 dark:text-amber-400',
  unknown: 'text-muted',
} as const;

const decimals = (lang: string, digits: number) =>
  numberFormat(lang, { maximumFractionDigits: digits, signDisplay: 'auto' });

/** The 'load check' of the week: ramp, monotony, strain, form, rest days and hard days in a row, each with its limit. */
export function LoadCheckCard({ weekId, workouts }: { weekId: string; workouts: readonly WorkoutView[] }) {
  const { t, i18n } = useTranslation();
  const check = useLoadCheck(weekId, workouts);
  // Holds the card's place while the check loads or if it fails, so the board below never jumps under a finger or pointer.
  if (!check.data)
    return (
      <p
        className="flex items-center gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm font-semibold"
        data-testid="load-check-pending"
        aria-busy={check.isPending}
      >
        {check.isPending ? (
          <Loader2 className="h-5 w-5 animate-spin text-muted" aria-hidden="true" />
        ) : (
          <CircleHelp className={cn('h-5 w-5', STATUS_TONE.unknown)} aria-hidden="true" />
        )}
        {t('loadCheck.title')}
        <span className="font-normal text-muted">
          {check.isPending ? t('loadCheck.checking') : t('loadCheck.failed')}
        </span>
      </p>
    );
  const { checks } = check.data;
  const over = LOAD_CHECK_KEYS.filter((key) => checks[key].status === 'over');
  const number = (value: number, digits = 0) => decimals(i18n.language, digits).format(value);
  const figure = (key: LoadCheckKey, r: LimitReading) => {
    if (r.value === null) return t('loadCheck.notMeasurable');
    if (key === 'ramp') return t('loadCheck.perWeek', { value: `${r.value > 0 ? '+' : ''}${number(r.value, 1)}` });
    return number(r.value, key === 'monotony' ? 2 : key === 'form' ? 1 : 0);
  };
  const limit = (key: LoadCheckKey, r: LimitReading) =>
    r.limit === null
      ? t(`loadCheck.noLimit.${key}`)
      : t(`loadCheck.limit.${key}`, { limit: number(r.limit, key === 'monotony' ? 1 : 0) });

  return (
    <Disclosure
      data-testid="load-check"
      className="bg-surface"
      summary={
        <span className="flex flex-1 items-center gap-2 text-sm font-semibold">
          {over.length ? (
            <TriangleAlert className={cn('h-5 w-5', STATUS_TONE.over)} aria-hidden="true" />
          ) : (
            <CircleCheck className={cn('h-5 w-5', STATUS_TONE.ok)} aria-hidden="true" />
          )}
          {t('loadCheck.title')}
          <span className="font-normal text-muted">
            {over.length ? t('loadCheck.over', { count: over.length }) : t('loadCheck.allWithin')}
          </span>
        </span>
      }
    >
      <ul className="divide-y divide-line border-t border-line text-sm">
        {LOAD_CHECK_KEYS.map((key) => {
          const r = checks[key];
          const Icon = STATUS_ICON[r.status];
          return (
            <li
              key={key}
              className="flex items-start gap-3 px-4 py-2"
              data-testid={`load-check-${key}`}
              data-status={r.status}
            >
              <Icon
                className={cn('mt-0.5 h-4 w-4 shrink-0', STATUS_TONE[r.status])}
                aria-label={t(`loadCheck.status.${r.status}`)}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t(`loadCheck.name.${key}`)}</span>
                <span className="block text-xs text-muted">
                  {r.status === 'unknown' ? t(`loadCheck.why.${key}`) : limit(key, r)}
                </span>
              </span>
              <span className="tabular-nums">{figure(key, r)}</span>
            </li>
          );
        })}
      </ul>
    </Disclosure>
  );
}
