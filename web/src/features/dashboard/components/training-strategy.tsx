import {
  Apple,
  BedDouble,
  BookOpen,
  Dumbbell,
  Flag,
  Lightbulb,
  ListChecks,
  NotebookPen,
  Route,
  TableProperties,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { NextWeekPlanner, useActiveWeek } from '../../weeks';
import { byWeek, PhaseList, RaceDayLink, StrategySection, useActivePlan, useOverview, VolumeTable } from '../../plans';

/** /modal/training-strategy: everything in the plan overview, section by section. */
export default function TrainingStrategy() {
  const { t } = useTranslation();
  const { plan, isPending } = useActivePlan();
  const activeWeek = useActiveWeek();
  const overview = useOverview(plan?.planOverview);
  if (isPending)
    return <Spinner className="flex justify-center py-16 text-muted" label={t('plans.strategy.loading')} />;
  if (!plan || !overview)
    return (
      <EmptyState icon={Flag} title={t('plans.strategy.noneTitle')} description={t('plans.strategy.noneDescription')} />
    );

  return (
    <div className="space-y-5" data-testid="training-strategy">
      <StrategySection icon={Flag} title={t('plans.strategy.event')}>
        <p className="text-muted">{overview.eventDescription}</p>
      </StrategySection>
      <StrategySection icon={Route} title={t('plans.strategy.overall')}>
        <p className="text-muted">{overview.overallStrategySummary}</p>
      </StrategySection>
      <RaceDayLink planId={plan.id} />
      {overview.trainingPhases?.length ? (
        <StrategySection icon={ListChecks} title={t('plans.strategy.phases')}>
          <PhaseList phases={overview.trainingPhases} />
        </StrategySection>
      ) : null}
      <StrategySection icon={BookOpen} title={t('plans.strategy.weeklyFocus')}>
        <ol className="max-h-72 space-y-2 overflow-y-auto pr-1" data-testid="weekly-focus">
          {byWeek(overview.weeklyFocus).map(([week, focus]) => (
            <li key={week} className="flex gap-3 rounded-lg bg-surface-2/60 px-3 py-2 text-sm">
              <span className="w-16 shrink-0 font-semibold">{t('plans.strategy.weekN', { n: week })}</span>
              <span className="text-muted">{focus}</span>
            </li>
          ))}
        </ol>
      </StrategySection>
      <StrategySection icon={TableProperties} title={t('plans.strategy.weeklyVolume')}>
        <VolumeTable volume={overview.weeklyVolume} />
      </StrategySection>
      {overview.workoutTypes?.length ? (
        <StrategySection icon={Dumbbell} title={t('plans.strategy.workoutTypes')}>
          <dl className="grid gap-3 sm:grid-cols-2">
            {overview.workoutTypes.map((w) => (
              <div key={w.name} className="rounded-lg bg-surface-2/60 p-3">
                <dt className="font-semibold">{w.name}</dt>
                <dd className="text-sm text-muted">{w.description}</dd>
              </div>
            ))}
          </dl>
        </StrategySection>
      ) : null}
      {overview.notes && (
        <StrategySection icon={NotebookPen} title={t('plans.strategy.notes')}>
          <p className="whitespace-pre-line text-muted">{overview.notes}</p>
        </StrategySection>
      )}
      {overview.trainingTips?.length ? (
        <StrategySection icon={Lightbulb} title={t('plans.strategy.tips')}>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            {overview.trainingTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </StrategySection>
      ) : null}
      {overview.nutrition && (
        <StrategySection icon={Apple} title={t('plans.strategy.nutrition')}>
          <p className="whitespace-pre-line text-muted">{overview.nutrition}</p>
        </StrategySection>
      )}
      {overview.recovery && (
        <StrategySection icon={BedDouble} title={t('plans.strategy.recovery')}>
          <p className="whitespace-pre-line text-muted">{overview.recovery}</p>
        </StrategySection>
      )}
      {/* The this-week card sends athletes without a week here to create one. */}
      {activeWeek.isSuccess && !activeWeek.data && <NextWeekPlanner plan={plan} />}
    </div>
  );
}
