import { useTranslation } from 'react-i18next';
import { considerations, type TrainingPhase } from '../lib/plan-overview';

/** Focus, Description and Key Considerations of a phase; the dashboard and the strategy keep their own label keys. */
export function PhaseDetails({ phase, labels }: { phase: TrainingPhase; labels: 'dashboard' | 'strategy' }) {
  const { t } = useTranslation();
  const [focus, description, keyConsiderations] =
    labels === 'dashboard'
      ? [t('dashboard.phase.focus'), t('dashboard.phase.description'), t('dashboard.phase.keyConsiderations')]
      : [t('plans.strategy.focus'), t('plans.strategy.description'), t('plans.strategy.keyConsiderations')];
  return (
    <>
      <div>
        <p className="font-semibold">{focus}</p>
        <p className="text-muted">{phase.focus}</p>
      </div>
      <div>
        <p className="font-semibold">{description}</p>
        <p className="text-muted">{phase.description}</p>
      </div>
      <div>
        <p className="font-semibold">{keyConsiderations}</p>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          {considerations(phase).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
