import { useTranslation } from 'react-i18next';
import type { WorkoutDetails } from '@shared/schemas/training';
import { intensityDistribution } from '@shared/weeks/workout-display';

const COLORS: Record<string, string> = {
  WARMUP: 'bg-aqua-400',
  ACTIVE: 'bg-ember-400',
  INTERVAL: 'bg-ember-600',
  RECOVERY: 'bg-lime-400',
  REST: 'bg-slate-300',
  COOLDOWN: 'bg-aqua-700',
};

/** Intensity distribution by time, else distance, else step count. */
export function IntensityBar({ details }: { details: Pick<WorkoutDetails, 'steps'> }) {
  const { t } = useTranslation();
  const { basis, shares } = intensityDistribution(details);
  const entries = Object.entries(shares);
  return (
    <div data-testid="intensity-bar">
      <p className="mb-1.5 text-xs font-medium text-muted">{t(`workouts.intensityBasis.${basis}`)}</p>
      <div className="flex h-2.5 overflow-hidden rounded-full bg-surface-2">
        {entries.map(([k, v]) => (
          <span
            key={k}
            className={COLORS[k] ?? 'bg-muted'}
            style={{ width: `${v}%` }}
            title={`${t(`workouts.intensity.${k}`, { defaultValue: k })} ${v}%`}
          />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        {entries.map(([k, v]) => (
          <li key={k} className="flex items-center gap-1">
            <span className={`h-2 w-2 rounded-full ${COLORS[k] ?? 'bg-muted'}`} aria-hidden="true" />
            {t(`workouts.intensity.${k}`, { defaultValue: k })} {v}%
          </li>
        ))}
      </ul>
    </div>
  );
}
