import { Bike, Footprints, Gauge, Waves, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayLeg, RaceSport } from '@shared/schemas/race-day';
import { legDistance, raceDuration } from './format';
import { RaceDaySection } from './race-day-section';

const ICONS: Record<RaceSport, LucideIcon> = { swim: Waves, bike: Bike, run: Footprints };

function LegCard({ leg }: { leg: RaceDayLeg }) {
  const { t } = useTranslation();
  const Icon = ICONS[leg.sport];
  return (
    <li className="break-inside-avoid rounded-xl border border-line p-4" data-testid="race-day-leg">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 font-bold">
          <Icon className="h-5 w-5 text-accent print:hidden" aria-hidden="true" />
          {t(`raceDay.sport.${leg.sport}`)} · {legDistance(leg.sport, leg.distance)}
          {leg.elevationM > 0 && (
            <span className="text-sm font-normal text-muted">↑ {Math.round(leg.elevationM)} m</span>
          )}
        </h3>
        <span className="text-sm text-muted">
          {t('raceDay.pacing.expected', { time: raceDuration(leg.expectedMinutes) })}
        </span>
      </div>
      <p className="mt-2 text-xl font-bold tabular-nums">{leg.target}</p>
      <p className="text-sm text-muted">{leg.effort}</p>
      {leg.advice.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {leg.advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function PacingSection({ legs }: { legs: RaceDayLeg[] }) {
  const { t } = useTranslation();
  return (
    <RaceDaySection icon={Gauge} title={t('raceDay.pacing.title')} testId="race-day-pacing">
      <ol className="space-y-3">
        {legs.map((leg) => (
          <LegCard key={leg.sport} leg={leg} />
        ))}
      </ol>
    </RaceDaySection>
  );
}
