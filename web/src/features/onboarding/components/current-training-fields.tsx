import { useTranslation } from 'react-i18next';
import type { CurrentTraining } from '@shared/schemas/training';
import { Disclosure } from '../../../components/ui/disclosure';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export type SportKey = 'swim' | 'bike' | 'run';
/** What the athlete typed: hours a week and the longest recent session in minutes, per sport ('' = not said). */
export type CurrentTrainingDraft = Record<SportKey, { hours: string; longest: string }>;

const SPORTS: SportKey[] = ['swim', 'bike', 'run'];
const MAX_HOURS = 40;
const MAX_LONGEST = 600;

export const emptyDraft = (from?: CurrentTraining | null): CurrentTrainingDraft => {
  const of = (k: SportKey) => ({
    hours: from ? String(Math.round((from.weeklyMinutes[k] / 60) * 10) / 10) : '',
    longest: from ? String(from.longestMinutes[k]) : '',
  });
  return { swim: of('swim'), bike: of('bike'), run: of('run') };
};

const parse = (text: string) => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));

/** Errors per field key ("swim.hours"); empty when the draft can be sent. */
export function draftErrors(d: CurrentTrainingDraft): Record<string, 'hours' | 'longest'> {
  const out: Record<string, 'hours' | 'longest'> = {};
  for (const k of SPORTS) {
    const h = parse(d[k].hours);
    const l = parse(d[k].longest);
    if (!Number.isFinite(h) || h < 0 || h > MAX_HOURS) out[`${k}.hours`] = 'hours';
    if (!Number.isFinite(l) || l < 0 || l > MAX_LONGEST) out[`${k}.longest`] = 'longest';
  }
  return out;
}

/** The draft as the API takes it; null when nothing was typed (the plan then starts from the levels). */
export function draftToCurrentTraining(d: CurrentTrainingDraft): CurrentTraining | null {
  if (SPORTS.every((k) => d[k].hours.trim() === '' && d[k].longest.trim() === '')) return null;
  const weekly = (k: SportKey) => Math.round(parse(d[k].hours) * 60);
  const longest = (k: SportKey) => Math.round(parse(d[k].longest));
  return {
    weeklyMinutes: { swim: weekly('swim'), bike: weekly('bike'), run: weekly('run') },
    longestMinutes: { swim: longest('swim'), bike: longest('bike'), run: longest('run') },
  };
}

/** Optional: hours a week and the longest recent session per sport, so the plan starts from what the athlete does now. */
export function CurrentTrainingFields({
  draft,
  onChange,
}: {
  draft: CurrentTrainingDraft;
  onChange: (d: CurrentTrainingDraft) => void;
}) {
  const { t } = useTranslation();
  const errors = draftErrors(draft);
  const set = (k: SportKey, field: 'hours' | 'longest', value: string) =>
    onChange({ ...draft, [k]: { ...draft[k], [field]: value } });
  return (
    <Disclosure
      summary={<span className="flex-1 font-bold">{t('onboarding.fitness.current.title')}</span>}
      data-testid="current-training"
    >
      <div className="flex flex-col gap-4 px-4 pb-4">
        <p className="text-sm text-muted">{t('onboarding.fitness.current.lead')}</p>
        {SPORTS.map((k) => (
          <div key={k} className="grid grid-cols-2 gap-3">
            <FormField
              label={t('onboarding.fitness.current.hours', { sport: t(`onboarding.fitness.sports.${k}`) })}
              error={errors[`${k}.hours`] ? t('onboarding.fitness.current.hoursError', { max: MAX_HOURS }) : undefined}
            >
              <Input inputMode="decimal" value={draft[k].hours} onChange={(e) => set(k, 'hours', e.target.value)} />
            </FormField>
            <FormField
              label={t('onboarding.fitness.current.longest', { sport: t(`onboarding.fitness.sports.${k}`) })}
              error={
                errors[`${k}.longest`] ? t('onboarding.fitness.current.longestError', { max: MAX_LONGEST }) : undefined
              }
            >
              <Input inputMode="numeric" value={draft[k].longest} onChange={(e) => set(k, 'longest', e.target.value)} />
            </FormField>
          </div>
        ))}
      </div>
    </Disclosure>
  );
}
