import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { assignDate, localDay, WEEKDAY_NAMES, type WeekdayName } from '@shared/weeks/dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useScheduleWorkout } from '../../weeks/api/schedule-workout';
import { longWeekday } from '../../weeks/lib/labels';
import { routeFamilyKey } from '../../../lib/api-call';
import { FLOW_WORKOUTS_KEY } from '../../weeks/api/get-flow-workouts';

/** Assigns the workout to the next occurrence of a weekday (1 to 7 days ahead). */
export function DateAssignmentCard({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const schedule = useScheduleWorkout();
  const [day, setDay] = useState<WeekdayName | ''>('');

  const assign = () => {
    if (!day) return toast({ variant: 'destructive', title: t('workouts.assign.selectDay') });
    const date = assignDate(day, localDay(new Date()));
    schedule.mutate(
      { id: workout.id, date },
      {
        onSuccess: () => {
          toast({ title: t('workouts.assign.success', { weekday: longWeekday(date) }) });
          void client.invalidateQueries({ queryKey: routeFamilyKey('getWorkout') });
          void client.invalidateQueries({ queryKey: routeFamilyKey('weekWorkouts') });
          void client.invalidateQueries({ queryKey: FLOW_WORKOUTS_KEY });
        },
        onError: () => toast({ variant: 'destructive', title: t('workouts.assign.failed') }),
      },
    );
  };

  return (
    <Card className="p-5" data-testid="date-assignment">
      <h3 className="flex items-center gap-2 font-semibold">
        <CalendarCheck className="h-5 w-5 text-accent" aria-hidden="true" />
        {t('workouts.assign.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('workouts.assign.description')}</p>
      <div className="mt-4 flex gap-2">
        <Select value={day} onValueChange={(v) => setDay(v as WeekdayName)}>
          <SelectTrigger className="flex-1" aria-label={t('workouts.assign.dayLabel')} data-testid="assign-day">
            <SelectValue placeholder={t('workouts.assign.placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {WEEKDAY_NAMES.map((d) => (
              <SelectItem key={d} value={d}>
                {t(`workouts.weekdays.${d}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button onClick={assign} disabled={schedule.isPending} data-testid="assign">
          {t('workouts.assign.button')}
        </Button>
      </div>
    </Card>
  );
}
