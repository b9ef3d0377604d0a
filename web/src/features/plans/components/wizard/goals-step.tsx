import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import { Button } from '../../../../components/ui/button';
import { canAddSecondary, emptyGoal, MAX_SECONDARY_GOALS, type WizardState } from '../../lib/wizard-rules';
import { GoalCard } from './goal-card';

interface Props {
  state: WizardState;
  onChange: (state: WizardState) => void;
  eventTypes: readonly EventType[];
  today: string;
  showErrors: boolean;
}

/** Step 1, 'Your Goals': the primary goal and up to two removable secondary goals. */
export function GoalsStep({ state, onChange, eventTypes, today, showErrors }: Props) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <GoalCard
        title={t('plans.wizard.primaryGoal')}
        goal={state.primaryGoal}
        eventTypes={eventTypes}
        today={today}
        showErrors={showErrors}
        onChange={(primaryGoal) => onChange({ ...state, primaryGoal })}
      />
      {state.secondaryGoals.map((goal, index) => (
        <GoalCard
          key={index}
          title={t('plans.wizard.secondaryGoal', { n: index + 1 })}
          goal={goal}
          eventTypes={eventTypes}
          today={today}
          showErrors={showErrors}
          onChange={(next) => onChange({ ...state, secondaryGoals: state.secondaryGoals.map((g, i) => (i === index ? next : g)) })}
          onRemove={() => onChange({ ...state, secondaryGoals: state.secondaryGoals.filter((_, i) => i !== index) })}
        />
      ))}
      {canAddSecondary(state) ? (
        <Button variant="outline" className="w-full border-dashed" onClick={() => onChange({ ...state, secondaryGoals: [...state.secondaryGoals, emptyGoal()] })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('plans.wizard.addSecondary')}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted">{t('plans.wizard.maxSecondary', { count: MAX_SECONDARY_GOALS })}</p>
      )}
    </div>
  );
}
