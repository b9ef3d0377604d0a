import { ArrowLeft, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorStatus, errorText } from '../../../lib/api-client';
import { RACE_DAY_TEMPERATURE } from '@shared/training/race-day/temperature';
import { useGenerateRaceDay } from '../api/generate-race-day';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useRaceDay } from '../api/get-race-day';
import { FuellingSection } from '../components/race-day/fuelling-section';
import { KitSection } from '../components/race-day/kit-section';
import { PacingSection } from '../components/race-day/pacing-section';
import { RaceDayHeader } from '../components/race-day/race-day-header';
import { RaceDayToolbar } from '../components/race-day/race-day-toolbar';
import { TaperSection } from '../components/race-day/taper-section';
import { TransitionsSection } from '../components/race-day/transitions-section';
import { WarmUpSection } from '../components/race-day/warm-up-section';

/** /plans/:planId/race-day: the printable race-day plan of the plan's primary event, generated on demand. */
export default function RaceDayPage() {
  const { t } = useTranslation();
  const { planId = '' } = useParams();
  const query = useRaceDay(planId);
  const generate = useGenerateRaceDay();
  // The header, the toolbar and the pacing paint first; the sections below them follow two at a time, each pair
  // after the previous one has painted, so a phone never commits and lays out the whole sheet in one long task.
  const transitionsAndFuelling = useAfterFirstPaint(Boolean(query.data));
  const warmUpAndTaper = useAfterFirstPaint(transitionsAndFuelling);
  const kit = useAfterFirstPaint(warmUpAndTaper);
  if (query.isPending) return <Spinner className="flex justify-center py-16 text-muted" label={t('raceDay.loading')} />;
  if (query.isError)
    return <EmptyState icon={Flag} title={t('raceDay.loadError')} description={errorText(query.error)} />;
  // null: no race-day plan generated yet (the API answers 200 null for that).
  const plan = query.data;
  const failure = generate.error
    ? errorStatus(generate.error) === 409
      ? t('raceDay.errors.noEvent')
      : errorText(generate.error)
    : null;

  return (
    <div className="race-day-sheet mx-auto max-w-3xl space-y-5" data-testid="race-day-page">
      <Link
        to="/modal/training-strategy"
        className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline print:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('raceDay.back')}
      </Link>
      {plan ? (
        <RaceDayHeader plan={plan} />
      ) : (
        <header className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('raceDay.title')}</h1>
          <p className="text-muted">{t('raceDay.intro')}</p>
        </header>
      )}
      <RaceDayToolbar
        key={plan?.generatedAt ?? 'none'}
        hasPlan={Boolean(plan)}
        temperatureC={plan?.temperatureC ?? RACE_DAY_TEMPERATURE.default}
        pending={generate.isPending}
        onGenerate={(temperatureC) => generate.mutate({ planId, temperatureC })}
      />
      {failure && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      {plan && (
        <>
          <PacingSection legs={plan.legs} />
          {transitionsAndFuelling && (
            <>
              <TransitionsSection transitions={plan.transitions} />
              <FuellingSection fuelling={plan.fuelling} temperatureC={plan.temperatureC} />
            </>
          )}
          {warmUpAndTaper && (
            <>
              <WarmUpSection steps={plan.warmUp} />
              <TaperSection weeks={plan.taper} />
            </>
          )}
          {kit && <KitSection items={plan.kit} />}
        </>
      )}
    </div>
  );
}
