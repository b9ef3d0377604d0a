import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WorkoutView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { refreshWeekCaches } from '../../../lib/training-cache';
import { useDeleteWorkout } from '../api/delete-workout';
import { workoutKey } from '../api/get-workout';

/** Only for incomplete workouts; asks first. */
export function DeleteWorkoutCard({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteWorkout();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    remove.mutate(workout.id, {
      onSuccess: async (res) => {
        setOpen(false);
        // Only athletes whose workout was on the watch hear about Garmin.
        if (!res.wasOnGarmin) toast({ title: t('workouts.delete.successLibrary') });
        else if (!res.deletedFromGarmin) toast({ variant: 'destructive', title: t('workouts.delete.garminFailed') });
        else toast({ title: t('workouts.delete.success') });
        client.removeQueries({ queryKey: workoutKey(workout.id) });
        await refreshWeekCaches(client);
        navigate('/dashboard');
      },
      onError: () => toast({ variant: 'destructive', title: t('workouts.delete.failed') }),
    });

  return (
    <Card className="flex flex-col gap-3 border-danger/30 p-5 sm:flex-row sm:items-center" data-testid="delete-workout">
      <div className="flex-1">
        <h3 className="font-semibold text-danger">{t('workouts.delete.title')}</h3>
        <p className="text-sm text-muted">{t('workouts.delete.description')}</p>
      </div>
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-workout-button">
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('workouts.delete.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('workouts.delete.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('workouts.delete.confirm')}</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={confirm}
              disabled={remove.isPending}
              data-testid="confirm-delete-workout"
            >
              {t('workouts.delete.button')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
