import { useTranslation } from 'react-i18next';
import { considerations, type TrainingPhase } from '../lib/plan-overview';

/** Focus, Description and Key Considerations of a phase; each screen keeps its own label keys. */
export function PhaseDetails({ phase, labels }: { phase: TrainingPhase; labels: 'dashboard.phase' | 'plans.strategy' }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <p className="font-semibold">{t(`${labels}.focus`)}</p>
        <p className="text-muted">{phase.focus}</p>
      </div>
      <div>
        <p className="font-semibold">{t(`${labels}.description`)}</p>
        <p className="text-muted">{phase.description}</p>
      </div>
      <div>
        <p className="font-semibold">{t(`${labels}.keyConsiderations`)}</p>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          {considerations(phase).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
