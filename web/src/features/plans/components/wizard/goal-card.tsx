import { Bike, Footprints, Trash2, Waves } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { fieldError } from '../../../../lib/validation-messages';
import {
  applyEventType,
  dateInPast,
  setDistance,
  visibleDisciplines,
  type DistanceField,
  type GoalDraft,
  type WizardState,
} from '../../lib/wizard-rules';

interface GoalCardProps {
  /** Where the goal is in the wizard's form. */
  name: 'primaryGoal' | `secondaryGoals.${number}`;
  title: string;
  eventTypes: readonly EventType[];
  today: string;
  /** A step was refused: each change re-checks the goal. */
  showErrors: boolean;
  onRemove?: () => void;
}

function NumberField(props: {
  label: string;
  unit: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <FormField label={`${props.label} (${props.unit})`}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </FormField>
  );
}

function DisciplineRow(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-2/60 p-3 sm:flex-row sm:items-end sm:gap-4">
      <p className="flex items-center gap-2 text-sm font-semibold sm:w-24 sm:shrink-0 sm:pb-3">
        {props.icon}
        {props.label}
      </p>
      <div className="grid flex-1 grid-cols-2 gap-3">{props.children}</div>
    </div>
  );
}

/** One event goal: name, date, type, and the distance/elevation rows the event type has. */
export function GoalCard({ name, title, eventTypes, today, showErrors, onRemove }: GoalCardProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const { control, register, setValue } = useFormContext<WizardState>();
  const goal = useWatch({ control, name }) as GoalDraft;
  const { errors } = useFormState({ control, name });
  const errorOf = (key: 'name' | 'date' | 'type') =>
    fieldError(t, (get(errors, `${name}.${key}`) as { message?: string } | undefined)?.message);
  const onChange = (next: GoalDraft) => setValue(name, next, { shouldDirty: true, shouldValidate: showErrors });
  const eventType = eventTypes.find((e) => e.id === goal.type);
  const visible = visibleDisciplines(eventType);
  const distance = (field: DistanceField) => (value: number | null) => onChange(setDistance(goal, field, value));
  const nameError = errorOf('name');
  // A past date is said at once, before any step was refused.
  const dateError = errorOf('date') ?? (dateInPast(goal.date, today) ? t('plans.wizard.errors.dateInPast') : undefined);
  const typeError = errorOf('type');

  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="goal-card">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-bold">{title}</h3>
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('plans.wizard.removeGoal', { title })}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('plans.wizard.remove')}</span>
          </Button>
        )}
      </div>
      <FormField label={t('plans.wizard.eventName')} error={nameError}>
        <Input placeholder={t('plans.wizard.eventNamePlaceholder')} maxLength={200} {...register(`${name}.name`)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('plans.wizard.eventDate')} error={dateError}>
          <Input type="date" min={today} {...register(`${name}.date`)} />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <Label id={`${fieldId}-type-label`}>{t('plans.wizard.eventType')}</Label>
          <Select
            value={goal.type || undefined}
            onValueChange={(id) =>
              onChange(
                applyEventType(
                  goal,
                  eventTypes.find((e) => e.id === id),
                  eventTypes.find((e) => e.id === goal.type),
                ),
              )
            }
          >
            <SelectTrigger
              aria-labelledby={`${fieldId}-type-label`}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? `${fieldId}-type-error` : undefined}
              className="aria-[invalid=true]:border-danger"
            >
              <SelectValue placeholder={t('plans.wizard.eventTypePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {eventTypes.map((e) => (
                <SelectItem key={e.id} value={e.id}>
                  {e.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {typeError && (
            <p id={`${fieldId}-type-error`} role="alert" className="text-sm font-medium text-danger">
              {typeError}
            </p>
          )}
        </div>
      </div>
      {eventType && (
        <div className="space-y-3">
          {visible.swim && (
            <DisciplineRow
              icon={<Waves className="h-4 w-4 text-accent" aria-hidden="true" />}
              label={t('plans.disciplines.swim')}
            >
              <NumberField
                label={t('plans.wizard.distance')}
                unit="m"
                value={goal.swimDistance}
                onChange={distance('swimDistance')}
              />
            </DisciplineRow>
          )}
          {visible.bike && (
            <DisciplineRow
              icon={<Bike className="h-4 w-4 text-accent" aria-hidden="true" />}
              label={t('plans.disciplines.bike')}
            >
              <NumberField
                label={t('plans.wizard.distance')}
                unit="km"
                value={goal.bikeDistance}
                onChange={distance('bikeDistance')}
              />
              <NumberField
                label={t('plans.wizard.elevation')}
                unit="m"
                value={goal.bikeElevation}
                onChange={distance('bikeElevation')}
              />
            </DisciplineRow>
          )}
          {visible.run && (
            <DisciplineRow
              icon={<Footprints className="h-4 w-4 text-accent" aria-hidden="true" />}
              label={t('plans.disciplines.run')}
            >
              <NumberField
                label={t('plans.wizard.distance')}
                unit="km"
                value={goal.runDistance}
                onChange={distance('runDistance')}
              />
              <NumberField
                label={t('plans.wizard.elevation')}
                unit="m"
                value={goal.runElevation}
                onChange={distance('runElevation')}
              />
            </DisciplineRow>
          )}
        </div>
      )}
    </Card>
  );
}
