import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { moveConflicts } from '@shared/training/move-conflicts';
import { dayMonth } from '@shared/calendar/days';
import { assignDateInWeek, WEEKDAYS, weekdayOf } from '@shared/calendar/weekdays';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { conflictLines, FLOW_WORKOUTS_KEY, MoveConfirmDialog, useScheduleWorkout, useWeekWorkouts } from '../../weeks';
import { routeFamilyKey } from '../../../lib/api-call';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { AssignDayValues } from '../lib/assign-day-form';
import { useWorkoutWeek } from '../lib/workout-week';

/**
 * Assigns the workout to a weekday of its own week, with the board's questions first: a day the athlete keeps free,
 * or two hard sessions on the same or neighbouring days.
 */
export function DateAssignmentCard({ workout }: { workout: WorkoutView }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const schedule = useScheduleWorkout();
  const form = useForm<AssignDayValues>({
    resolver: lazyZodResolver(() => import('../lib/assign-day-form').then((m) => m.assignDayForm)),
    defaultValues: { day: '' },
  });
  const { field: day } = useController({ control: form.control, name: 'day' });
  const [confirm, setConfirm] = useState<{ date: string; lines: string[] } | null>(null);
  // Radix renders a closed select's list after its first commit (to show the chosen item) and each item then adds a
  // native option: a second, synchronous render of the select inside the card's first commit, which also runs the
  // card's effects in that task: one long task on a phone. Nothing is chosen until the list opens, so the list mounts
  // when the select is first focused or opened, before a key (typeahead) or a pointer can reach it.
  const [itemsWanted, setItemsWanted] = useState(false);
  const wantItems = () => setItemsWanted(true);
  // The confirmation (a Radix dialog) mounts with the first move that asks for it, as on the week board, and stays
  // mounted so it closes as a dialog does.
  const [confirmMounted, setConfirmMounted] = useState(false);
  if (confirm && !confirmMounted) setConfirmMounted(true);
  const { week, trainingDays } = useWorkoutWeek(workout.weekId);
  const siblings = useWeekWorkouts(workout.weekId, Boolean(week));

  const send = (date: string) =>
    schedule.mutate(
      { id: workout.id, date },
      {
        onSuccess: () => {
          toast({ title: t('workouts.assign.success', { weekday: t(`workouts.weekdays.${weekdayOf(date)}`) }) });
          void client.invalidateQueries({ queryKey: routeFamilyKey('getWorkout') });
          void client.invalidateQueries({ queryKey: routeFamilyKey('weekWorkouts') });
          void client.invalidateQueries({ queryKey: FLOW_WORKOUTS_KEY });
        },
        onError: () => toast({ variant: 'destructive', title: t('workouts.assign.failed') }),
      },
    );

  const assign = form.handleSubmit(
    ({ day: chosen }) => {
      if (!week || !chosen) return;
      const date = assignDateInWeek(chosen, week.firstDay);
      const others = siblings.data?.some((w) => w.id === workout.id)
        ? siblings.data
        : [...(siblings.data ?? []), workout];
      const conflicts = moveConflicts({ workouts: others, workoutId: workout.id, toDay: date, trainingDays });
      if (conflicts.length) setConfirm({ date, lines: conflictLines(t, i18n.language, workout, date, conflicts) });
      else send(date);
    },
    // The seed's answer to no day chosen is a toast, not a field message.
    () => toast({ variant: 'destructive', title: t('workouts.assign.selectDay') }),
  );

  return (
    <Card className="p-5" data-testid="date-assignment">
      <h3 className="flex items-center gap-2 font-semibold">
        <CalendarCheck className="h-5 w-5 text-accent" aria-hidden="true" />
        {t('workouts.assign.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('workouts.assign.description')}</p>
      <div className="mt-4 flex gap-2">
        <Select value={day.value} onValueChange={day.onChange} onOpenChange={(open) => open && wantItems()}>
          <SelectTrigger
            className="flex-1"
            aria-label={t('workouts.assign.dayLabel')}
            data-testid="assign-day"
            onFocus={wantItems}
          >
            <SelectValue placeholder={t('workouts.assign.placeholder')} />
          </SelectTrigger>
          {(itemsWanted || day.value !== '') && (
            <SelectContent>
              {WEEKDAYS.map((d) => (
                <SelectItem key={d} value={d}>
                  {t(`workouts.weekdays.${d}`)}
                  {week ? ` ${dayMonth(assignDateInWeek(d, week.firstDay))}` : ''}
                </SelectItem>
              ))}
            </SelectContent>
          )}
        </Select>
        <Button onClick={assign} disabled={schedule.isPending || !week} data-testid="assign">
          {t('workouts.assign.button')}
        </Button>
      </div>
      {confirmMounted && (
        <MoveConfirmDialog
          lines={confirm?.lines ?? null}
          onConfirm={() => {
            if (confirm) send(confirm.date);
            setConfirm(null);
          }}
          onCancel={() => setConfirm(null)}
          onClosed={() => undefined}
        />
      )}
    </Card>
  );
}
