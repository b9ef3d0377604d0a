import { CheckCircle2, Copy, FileQuestion, FileWarning, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadFileResult } from '@shared/schemas/activities';
import { LOG_SPORTS, type LogSport } from '@shared/schemas/activity-names';
import { ChoiceChips } from './choice-chips';

const ICONS = {
  added: CheckCircle2,
  matched: Link2,
  duplicate: Copy,
  refused: FileWarning,
  'needs-sport': FileQuestion,
};
const TONES = {
  added: 'text-green-700 dark:text-lime-400',
  matched: 'text-green-700 dark:text-lime-400',
  duplicate: 'text-muted',
  refused: 'text-danger',
  'needs-sport': 'text-accent',
};

/**
 * One line per uploaded file: added, matched to a planned workout, a duplicate, or why it was refused. A file that
 * names no sport asks for it (one tap), and is added as that sport.
 */
export function UploadResults({
  results,
  onSport,
  busy = false,
}: {
  results: readonly UploadFileResult[];
  onSport?: (index: number, sport: LogSport) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  const text = (r: UploadFileResult) => {
    if (r.status === 'matched') {
      const names = r.activities.map((a) => a.matchedWorkoutName).filter(Boolean);
      return names.length
        ? t('logging.upload.matched', { workout: names.join(', ') })
        : t('logging.upload.added', { count: r.activities.length });
    }
    if (r.status === 'added') return t('logging.upload.added', { count: r.activities.length });
    if (r.status === 'duplicate') return t('logging.upload.duplicate');
    if (r.status === 'needs-sport') return t('logging.upload.needsSport');
    return r.refusal
      ? t(`logging.upload.refusals.${r.refusal}`, { defaultValue: r.message ?? '' })
      : r.message || t('logging.upload.failed');
  };
  return (
    <ul className="space-y-2" aria-live="polite" data-testid="upload-results">
      {results.map((r, i) => {
        const Icon = ICONS[r.status];
        return (
          <li
            key={`${r.name}-${i}`}
            className="flex items-start gap-2 rounded-xl border border-line p-3 text-sm"
            data-testid="upload-result"
            data-status={r.status}
          >
            <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${TONES[r.status]}`} aria-hidden="true" />
            <span className="min-w-0">
              <span className="block break-all font-semibold">{r.name}</span>
              <span className={r.status === 'refused' ? 'text-danger' : 'text-muted'}>{text(r)}</span>
              {r.status === 'needs-sport' && onSport && (
                <ChoiceChips
                  label={t('logging.upload.sportFor', { file: r.name })}
                  options={LOG_SPORTS}
                  value=""
                  onChange={(sport) => sport && !busy && onSport(i, sport)}
                  optionLabel={(o) => t(`logging.sports.${o}`)}
                  testId="upload-sport"
                  className="mt-2"
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
