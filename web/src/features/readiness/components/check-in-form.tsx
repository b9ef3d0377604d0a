import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_IN_ITEMS, type CheckInItem } from '@shared/training/readiness/check-in';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/api-client';
import { useCheckIn } from '../api/readiness';

type Marks = Partial<Record<CheckInItem, number>>;

/** Five taps (1-5 each), optional resting HR and HRV, one Save: about ten seconds. */
export function CheckInForm({ date, onSaved, onSkip }: { date: string; onSaved: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const [marks, setMarks] = useState<Marks>({});
  const [sick, setSick] = useState(false);
  const [restingHr, setRestingHr] = useState('');
  const [hrv, setHrv] = useState('');
  const save = useCheckIn();
  const complete = CHECK_IN_ITEMS.every((item) => marks[item]);
  const number = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

  return (
    <form
      className="space-y-3"
      data-testid="check-in-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!complete) return;
        save.mutate(
          {
            date,
            ...(marks as Record<CheckInItem, number>),
            sick,
            restingHr: number(restingHr),
            hrvRmssd: number(hrv),
          },
          { onSuccess: onSaved },
        );
      }}
    >
      {CHECK_IN_ITEMS.map((item) => (
        <fieldset key={item} className="flex flex-wrap items-center justify-between gap-2">
          <legend className="float-left text-sm font-medium">{t(`readiness.item.${item}`)}</legend>
          <div className="flex gap-1" role="radiogroup" aria-label={t(`readiness.item.${item}`)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={marks[item] === value}
                title={t(`readiness.scale.${item}.${value}`)}
                aria-label={`${value}: ${t(`readiness.scale.${item}.${value}`)}`}
                data-testid={`check-in-${item}-${value}`}
                onClick={() => setMarks((m) => ({ ...m, [item]: value }))}
                className={cn(
                  'h-10 w-10 rounded-lg border border-line text-sm font-semibold tabular-nums',
                  marks[item] === value ? 'bg-primary text-primary-fg' : 'bg-surface hover:bg-surface-2',
                )}
              >
                {value}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-muted">{t('readiness.scaleHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('readiness.restingHr')}</span>
          <Input
            inputMode="numeric"
            value={restingHr}
            onChange={(e) => setRestingHr(e.target.value)}
            data-testid="check-in-resting-hr"
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('readiness.hrv')}</span>
          <Input inputMode="decimal" value={hrv} onChange={(e) => setHrv(e.target.value)} data-testid="check-in-hrv" />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={sick}
          onChange={(e) => setSick(e.target.checked)}
          className="h-4 w-4"
          data-testid="check-in-sick"
        />
        {t('readiness.sick')}
      </label>
      {save.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(save.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!complete || save.isPending} data-testid="check-in-save">
          {t('readiness.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onSkip} data-testid="check-in-skip">
          {t('readiness.skip')}
        </Button>
      </div>
    </form>
  );
}
