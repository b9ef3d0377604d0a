import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import { Button } from '../../../../components/ui/button';
import { canAddSecondary, emptyGoal, MAX_SECONDARY_GOALS, type WizardState } from '../../lib/wizard-rules';
import { GoalCard } from './goal-card';

interface Props {
  eventTypes: readonly EventType[];
  today: string;
  showErrors: boolean;
}

/** Step 1, 'Your Goals': the primary goal and up to two removable secondary goals. */
export function GoalsStep({ eventTypes, today, showErrors }: Props) {
  const { t } = useTranslation();
  const secondary = useFieldArray<WizardState, 'secondaryGoals'>({ name: 'secondaryGoals' });
  return (
    <div className="space-y-4">
      <GoalCard
        name="primaryGoal"
        title={t('plans.wizard.primaryGoal')}
        eventTypes={eventTypes}
        today={today}
        showErrors={showErrors}
      />
      {secondary.fields.map((goal, index) => (
        <GoalCard
          key={goal.id}
          name={`secondaryGoals.${index}`}
          title={t('plans.wizard.secondaryGoal', { n: index + 1 })}
          eventTypes={eventTypes}
          today={today}
          showErrors={showErrors}
          onRemove={() => secondary.remove(index)}
        />
      ))}
      {canAddSecondary(secondary.fields.length) ? (
        <Button
          variant="outline"
          className="w-full border-dashed"
          onClick={() => secondary.append(emptyGoal(), { shouldFocus: false })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('plans.wizard.addSecondary')}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted">
          {t('plans.wizard.maxSecondary', { count: MAX_SECONDARY_GOALS })}
        </p>
      )}
    </div>
  );
}
