import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '@shared/calendar/days';
import type { ReadinessView } from '@shared/schemas/readiness';
import { MIN_BASELINE_DAYS } from '@shared/training/readiness/reading';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../lib/api-client';
import { useDecideReadiness, useReadiness } from '../api/readiness';
import { CheckInForm } from './check-in-form';
import { readingReason } from './reading-text';
import { dateTimeFormat } from '../../../lib/intl';

const SKIPPED_KEY = 'tricoach.readiness.skipped';
const VERDICT_TONE = { ready: 'success', caution: 'primary', rest: 'danger' } as const;

/** The morning check-in, then the day's reading and, when today's hard session should change, Accept or Keep. */
export function ReadinessCard() {
  const { t, i18n } = useTranslation();
  const date = localDay(new Date());
  const readiness = useReadiness(date);
  const [skipped, setSkipped] = useState(() => localStorage.getItem(SKIPPED_KEY) === date);
  const [editing, setEditing] = useState(false);
  if (!readiness.data) return null;
  const view = readiness.data;
  const showForm = (!view.checkIn && !skipped) || editing;
  if (!showForm && !view.checkIn && !view.proposal) return null;

  return (
    <Card className="space-y-3 p-5 sm:p-6" data-testid="readiness">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold tracking-tight">{t('readiness.title')}</h2>
        {view.checkIn && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="check-in-edit">
            {t('readiness.edit')}
          </Button>
        )}
      </div>
      {showForm ? (
        <>
          <p className="text-sm text-muted">{t('readiness.prompt')}</p>
          <CheckInForm
            key={view.checkIn ? 'edit' : 'new'}
            date={date}
            onSaved={() => setEditing(false)}
            onSkip={() => {
              localStorage.setItem(SKIPPED_KEY, date);
              setSkipped(true);
              setEditing(false);
            }}
          />
        </>
      ) : (
        <ReadingBlock view={view} lang={i18n.language} />
      )}
    </Card>
  );
}

function ReadingBlock({ view, lang }: { view: ReadinessView; lang: string }) {
  const { t } = useTranslation();
  const { reading } = view;
  const reason = readingReason(reading.drivers, t, lang);
  return (
    <div className="space-y-3" data-testid="readiness-reading" data-verdict={reading.verdict ?? 'none'}>
      {reading.verdict ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={VERDICT_TONE[reading.verdict]} data-testid="readiness-verdict">
            {t(`readiness.verdict.${reading.verdict}`)}
          </Badge>
          <span className="text-muted">{reading.drivers.length ? reason : t('readiness.allGood')}</span>
        </p>
      ) : (
        <p className="text-sm text-muted" data-testid="readiness-baseline">
          {t('readiness.buildingBaseline', { count: reading.baselineDays, needed: MIN_BASELINE_DAYS })}
        </p>
      )}
      {view.proposal && <ProposalBlock view={view} reason={reason} />}
      {view.decision && (
        <p className="text-sm text-muted" data-testid="readiness-decision">
          {t(`readiness.decided.${view.decision.choice}`)}
        </p>
      )}
    </div>
  );
}

function ProposalBlock({ view, reason }: { view: ReadinessView; reason: string }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideReadiness();
  const p = view.proposal!;
  const day = p.swapDate
    ? dateTimeFormat(i18n.language, { weekday: 'long' }).format(new Date(`${p.swapDate}T12:00:00`))
    : '';
  const text =
    p.kind === 'ease'
      ? t('readiness.proposal.ease', { workout: p.workoutName, eased: p.easedName, minutes: p.easedMinutes })
      : p.kind === 'swap'
        ? t('readiness.proposal.swap', { workout: p.workoutName, day, other: (p.swapWorkoutNames ?? []).join(', ') })
        : t('readiness.proposal.rest', { workout: p.workoutName });
  const choose = (choice: 'accept' | 'keep') =>
    decide.mutate({ date: view.date, choice, kind: p.kind, workoutId: p.workoutId });
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-4" data-testid="readiness-proposal" data-kind={p.kind}>
      <p className="text-sm font-medium">{text}</p>
      {reason && <p className="mt-1 text-xs text-muted">{t('readiness.because', { reason })}</p>}
      {decide.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorText(decide.error)}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => choose('accept')} disabled={decide.isPending} data-testid="readiness-accept">
          {t('readiness.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => choose('keep')}
          disabled={decide.isPending}
          data-testid="readiness-keep"
        >
          {t('readiness.keep')}
        </Button>
      </div>
    </div>
  );
}
