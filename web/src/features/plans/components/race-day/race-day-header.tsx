import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayPlanView } from '@shared/schemas/race-day';
import { generatedOn, longDay, raceDuration } from './format';

export function RaceDayHeader({ plan }: { plan: RaceDayPlanView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const outdated = plan.outdated.thresholds || plan.outdated.event;
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t('raceDay.title')}</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{plan.event.name}</h1>
      <p className="text-muted">{plan.event.description}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted">{t('raceDay.header.date')}</dt>
          <dd className="font-semibold">{longDay(plan.event.date, lang)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">{t('raceDay.header.expected')}</dt>
          <dd className="font-semibold" data-testid="race-day-expected">
            {raceDuration(plan.expectedMinutes)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">{t('raceDay.header.temperature')}</dt>
          <dd className="font-semibold">{plan.temperatureC} °C</dd>
        </div>
      </dl>
      <p className="text-xs text-muted" data-testid="race-day-generated">
        {t('raceDay.header.generated', { when: generatedOn(plan.generatedAt, lang) })}
      </p>
      {(outdated || plan.lang !== lang) && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm text-warn print:hidden"
          data-testid="race-day-outdated"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {plan.outdated.event
            ? t('raceDay.outdated.event')
            : plan.outdated.thresholds
              ? t('raceDay.outdated.thresholds')
              : t('raceDay.outdated.language')}
        </p>
      )}
    </header>
  );
}
