import { CalendarDays, Clock, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutDetails } from '@shared/schemas/training';
import { dayMonth } from '@shared/calendar/days';
import { displayName, sportKey } from '@shared/weeks/workout-display';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { minutes, weekdayLabel } from '../../../lib/weekday-labels';
import { SportIcon } from '../../../components/sport-icon';
import { IntensityBar } from './intensity-bar';
import { WorkoutSteps } from './workout-steps';

/** Sport, name, description, length, intensity and the steps; optional FIT download and more downloads (children). */
export function WorkoutSummaryCard(props: {
  details: WorkoutDetails;
  day?: string | null;
  completed?: boolean;
  fitHref?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { details } = props;
  return (
    <Card className="p-5 sm:p-6" data-testid={props.testId ?? 'workout-summary'}>
      <div className="flex items-start gap-3">
        <SportIcon sport={details.sport} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold leading-tight">{displayName(details.workoutName)}</h2>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <Badge tone="accent">
              {t(`workouts.sports.${details.sport === 'STRENGTH_TRAINING' ? 'strength' : sportKey(details.sport)}`)}
            </Badge>
            <Badge>
              <Clock className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
              {t('weeks.workouts.minutes', { count: minutes(details.estimatedDurationInSecs) })}
            </Badge>
            {props.day && (
              <Badge>
                <CalendarDays className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                {weekdayLabel(props.day, t)} {dayMonth(props.day)}
              </Badge>
            )}
            {props.completed !== undefined && (
              <Badge tone={props.completed ? 'success' : 'default'}>
                {props.completed ? t('weeks.workouts.completed') : t('weeks.workouts.pending')}
              </Badge>
            )}
          </div>
        </div>
      </div>
      {details.description && <p className="mt-4 whitespace-pre-line text-sm text-muted">{details.description}</p>}
      <div className="mt-5">
        <IntensityBar details={details} />
      </div>
      <h3 className="mb-2 mt-5 text-sm font-semibold">{t('workouts.steps.title')}</h3>
      <WorkoutSteps details={details} />
      {props.fitHref && (
        <a href={props.fitHref} download className={buttonClasses('outline', 'sm', 'mt-5')} data-testid="fit-download">
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('workouts.details.downloadFit')}
        </a>
      )}
      {props.children && <div className="mt-3">{props.children}</div>}
    </Card>
  );
}
