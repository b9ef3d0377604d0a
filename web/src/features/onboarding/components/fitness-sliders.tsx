import { Bike, Footprints, Waves } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Slider } from '../../../components/ui/slider';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useSaveFitness } from '../api/save-fitness';
import { DEFAULT_FITNESS, type FitnessLevels } from '../api/latest-fitness';
import { anchorBand, type Sport } from './fitness-anchors';
import { lazyZodTransformResolver } from '../../../lib/lazy-zod-resolver';
import { emptyDraft, type CurrentTrainingDraft } from '../lib/current-training';
import type { CurrentTrainingPart } from '../lib/current-training-form';
import { CurrentTrainingFields } from './current-training-fields';

const SPORTS: Array<{ sport: Sport; key: 'swimLevel' | 'bikeLevel' | 'runLevel'; icon: typeof Waves }> = [
  { sport: 'swim', key: 'swimLevel', icon: Waves },
  { sport: 'bike', key: 'bikeLevel', icon: Bike },
  { sport: 'run', key: 'runLevel', icon: Footprints },
];

/** Three 0-100 sliders (default 50) with a plain-language description of the chosen level. */
export function FitnessSliders({
  initial = DEFAULT_FITNESS,
  onSaved,
}: {
  initial?: FitnessLevels;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<FitnessLevels>(initial);
  // Checked as it is typed: Save waits for numbers the API takes.
  const current = useForm<CurrentTrainingDraft, unknown, CurrentTrainingPart>({
    mode: 'onChange',
    resolver: lazyZodTransformResolver(() => import('../lib/current-training-form').then((m) => m.currentTrainingForm)),
    defaultValues: emptyDraft(initial.currentTraining),
  });
  const invalid = Object.keys(current.formState.errors).length > 0;
  const save = useSaveFitness();
  // Nothing told about current training: the seeds' body exactly (the three levels), as before the field existed.
  const submit = current.handleSubmit((part) =>
    save.mutate(
      { swimLevel: levels.swimLevel, bikeLevel: levels.bikeLevel, runLevel: levels.runLevel, ...part },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) =>
          toast({ title: t('onboarding.fitness.saveFailed'), description: errorText(error), variant: 'destructive' }),
      },
    ),
  );
  return (
    <div className="flex flex-col gap-6">
      {SPORTS.map(({ sport, key, icon: Icon }) => {
        const value = levels[key];
        const labelId = `fitness-${sport}-label`;
        return (
          <div key={sport} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
            <div className="flex items-center justify-between gap-3">
              <span id={labelId} className="flex items-center gap-2 font-bold">
                <Icon className="h-5 w-5 text-accent" aria-hidden="true" />
                {t(`onboarding.fitness.sports.${sport}`)}
              </span>
              <span className="rounded-lg bg-surface-2 px-2.5 py-1 text-sm font-bold tabular-nums" aria-hidden="true">
                {value}
              </span>
            </div>
            <Slider
              className="mt-4"
              min={0}
              max={100}
              step={1}
              value={[value]}
              onValueChange={([next]) => setLevels((l) => ({ ...l, [key]: next }))}
              thumbLabel={t('onboarding.fitness.sliderLabel', { sport: t(`onboarding.fitness.sports.${sport}`) })}
              aria-labelledby={labelId}
            />
            <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
              <span>{t('onboarding.fitness.scaleLow')}</span>
              <span>{t('onboarding.fitness.scaleHigh')}</span>
            </div>
            <p className="mt-3 min-h-10 text-sm" aria-live="polite">
              {t(`onboarding.fitness.anchors.${sport}.${anchorBand(value)}`)}
            </p>
          </div>
        );
      })}
      <FormProvider {...current}>
        <CurrentTrainingFields />
      </FormProvider>
      <Button size="lg" disabled={save.isPending || invalid} onClick={() => void submit()}>
        {save.isPending ? t('common.saving') : t('onboarding.fitness.save')}
      </Button>
    </div>
  );
}
