import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/ui/disclosure';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { MAX_HOURS, MAX_LONGEST, SPORTS, type CurrentTrainingDraft } from '../lib/current-training';

/** Optional: hours a week and the longest recent session per sport, so the plan starts from what the athlete does now. */
export function CurrentTrainingFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<CurrentTrainingDraft>();
  const { errors } = formState;
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
              error={errors[k]?.hours ? t('onboarding.fitness.current.hoursError', { max: MAX_HOURS }) : undefined}
            >
              <Input inputMode="decimal" {...register(`${k}.hours`)} />
            </FormField>
            <FormField
              label={t('onboarding.fitness.current.longest', { sport: t(`onboarding.fitness.sports.${k}`) })}
              error={
                errors[k]?.longest ? t('onboarding.fitness.current.longestError', { max: MAX_LONGEST }) : undefined
              }
            >
              <Input inputMode="numeric" {...register(`${k}.longest`)} />
            </FormField>
          </div>
        ))}
      </div>
    </Disclosure>
  );
}
