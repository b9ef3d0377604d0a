import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WeekSummary } from '@shared/schemas/training';
import { Card } from '../../../components/ui/card';
import { readSummary, SUMMARY_SPORTS } from './read-summary';
import { readSummaryFacts, summaryAnalysisText, summarySuggestionTexts } from './summary-text';

/** Minutes over sessions, two lines so a phone's narrow columns stay readable. */
function VolumeCell({ minutes, sessions }: { minutes: number; sessions: number }) {
  const { t } = useTranslation();
  return (
    <td className="py-1.5 text-right tabular-nums">
      <span className="block">{t('pastWeek.minutes', { minutes: Math.round(minutes) })}</span>
      <span className="block text-xs text-muted">{t('pastWeek.sessions', { count: sessions })}</span>
    </td>
  );
}

/** The AI summary of a closed week: compliance, planned vs done per sport, the analysis and the coach's suggestions. */
export function WeekSummaryCard({ summary }: { summary: unknown }) {
  const { t } = useTranslation();
  const stored: WeekSummary | null = readSummary(summary);
  // The engine's summary is written from its codes in the reader's language; a model's reads as it was written.
  const facts = readSummaryFacts(summary);
  const read =
    stored && facts
      ? { ...stored, analysis: summaryAnalysisText(facts, t), nextWeekSuggestions: summarySuggestionTexts(facts, t) }
      : stored;
  if (!read)
    return (
      <Card className="p-5 text-sm text-muted" data-testid="past-week-no-summary">
        {t('pastWeek.noSummary')}
      </Card>
    );
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="past-week-summary">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <ClipboardCheck className="h-5 w-5 text-accent" aria-hidden="true" />
        {t('pastWeek.summaryTitle')}
      </h2>
      <p className="text-sm font-semibold" data-testid="past-week-compliance">
        {t('pastWeek.compliance', { percent: Math.round(read.compliancePercent) })}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('pastWeek.volumeCaption')}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 font-semibold">
              {t('pastWeek.sport')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('pastWeek.planned')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('pastWeek.done')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SUMMARY_SPORTS.map((sport) => {
            const v = read.volumeBySport[sport];
            return (
              <tr key={sport} className="border-t border-line" data-testid={`past-week-volume-${sport}`}>
                <th scope="row" className="py-1.5 font-medium">
                  {t(`pastWeek.sports.${sport}`)}
                </th>
                <VolumeCell minutes={v.plannedMinutes} sessions={v.plannedSessions} />
                <VolumeCell minutes={v.doneMinutes} sessions={v.doneSessions} />
              </tr>
            );
          })}
        </tbody>
      </table>
      {read.analysis && (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed" data-testid="past-week-analysis">
          {read.analysis}
        </p>
      )}
      {read.missedKeySessions.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('pastWeek.missedKey')}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words">
            {read.missedKeySessions.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      {read.nextWeekSuggestions.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('pastWeek.suggestions')}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words">
            {read.nextWeekSuggestions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
