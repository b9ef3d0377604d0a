import { CalendarRange, Columns3, Settings2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WeekView } from '@shared/schemas/weeks';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { WeekWorkouts } from '../../weeks';
import { phaseForComingMonday, type Plan, useOverview } from '../../plans';
import { localDay } from '@shared/calendar/days';
import { weekLabel } from '@shared/weeks/dates';
import { PhaseBlock } from './phase-block';

/**
 * This week: title, settings, style and date badges, the current phase and the week's workouts. Without a week it
 * points to the planner when the planner is on screen (one week-creation button at a time), else links to it.
 */
export function ThisWeekCard({
  plan,
  week,
  plannerShown = false,
}: {
  plan: Plan | null;
  week: WeekView | null;
  plannerShown?: boolean;
}) {
  const { t } = useTranslation();
  const phase = phaseForComingMonday(useOverview(plan?.planOverview)?.trainingPhases, localDay(new Date()));
  const range = week ? weekLabel(week.firstDay) : null;
  const style = week?.trainingStyle?.trim();

  return (
    <Card className="p-5 sm:p-6" data-testid="this-week">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold tracking-tight">{t('dashboard.thisWeek.title')}</h2>
        <div className="flex items-center gap-1">
          {week && week.status !== 'generating' && (
            <Link to="/week" className={buttonClasses('ghost', 'sm', 'text-accent')} data-testid="open-week-board">
              <Columns3 className="h-4 w-4" aria-hidden="true" />
              {t('weekBoard.open')}
            </Link>
          )}
          <Link
            to="/modal/week-settings"
            className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t('dashboard.thisWeek.settings')}
          >
            <Settings2 className="h-5 w-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
      {week && (
        <div className="mt-2 flex flex-wrap gap-2">
          {style && <Badge tone="accent">{t(`dashboard.styles.${style}`, { defaultValue: style })}</Badge>}
          {range && (
            <Badge>
              <CalendarRange className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
              {range.from} - {range.to}
            </Badge>
          )}
        </div>
      )}
      {phase && (
        <div className="mt-4">
          <PhaseBlock phase={phase} />
        </div>
      )}
      <div className="mt-4">
        {week ? (
          <WeekWorkouts week={week} />
        ) : (
          <div className="rounded-xl border border-dashed border-line p-5 text-center">
            {plannerShown ? (
              <p className="text-sm text-muted" data-testid="no-week-use-planner">
                {t('dashboard.thisWeek.usePlanner')}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted">{t('dashboard.thisWeek.noWeek')}</p>
                <Link
                  to="/modal/training-strategy"
                  className={buttonClasses('primary', 'md', 'mt-3')}
                  data-testid="this-week-create"
                >
                  <Sparkles className="h-4 w-4" aria-hidden="true" />
                  {t('dashboard.thisWeek.createWeek')}
                </Link>
              </>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
