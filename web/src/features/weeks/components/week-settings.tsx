import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange, Trash2, Waves } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { ACTIVE_WEEK_KEY, useActiveWeek } from '../api/get-active-week';
import { enGbDate } from '../../plans';
import { useDeleteWeek } from '../api/delete-week';
import { useUpdateWeek } from '../api/update-week';
import { refreshWeekCaches } from '../../../lib/training-cache';

function Confirm(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.busy} data-testid={props.testId}>
            {props.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** /modal/week-settings: style and start; switch to flow (classic/flexible only, irreversible); delete the week. */
export default function WeekSettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const week = useActiveWeek();
  const update = useUpdateWeek();
  const remove = useDeleteWeek();
  const [confirm, setConfirm] = useState<'flow' | 'delete' | null>(null);

  if (week.isPending) return <Spinner className="flex justify-center py-16 text-muted" />;
  const active = week.data;
  if (!active)
    return (
      <p
        className="rounded-xl border border-dashed border-line p-6 text-center text-muted"
        data-testid="no-active-week"
      >
        {t('weeks.settings.noWeek')}
      </p>
    );
  const style = active.trainingStyle.trim();

  const switchToFlow = () =>
    update.mutate(
      { id: active.id, trainingStyle: 'flow' },
      {
        onSuccess: async () => {
          setConfirm(null);
          toast({ title: t('weeks.settings.switched') });
          await refreshWeekCaches(client);
        },
        onError: () => toast({ variant: 'destructive', title: t('weeks.settings.switchFailed') }),
      },
    );

  const deleteWeek = () =>
    remove.mutate(active.id, {
      onSuccess: async (result) => {
        setConfirm(null);
        toast({
          title: t('weeks.settings.deleted'),
          description:
            result.refundedCredits > 0 ? t('weeks.settings.refunded', { count: result.refundedCredits }) : undefined,
        });
        client.setQueryData(ACTIVE_WEEK_KEY, null);
        await refreshWeekCaches(client);
        navigate('/dashboard');
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('weeks.settings.deleteFailed', { text: errorText(error) }) }),
    });

  return (
    <div className="space-y-5" data-testid="week-settings">
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('weeks.settings.style')}</p>
          <Badge tone="accent" className="mt-1.5 text-sm" data-testid="week-style">
            {t(`weeks.styles.${style}`, { defaultValue: style })}
          </Badge>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('weeks.settings.weekStarting')}</p>
          <p className="mt-1.5 flex items-center gap-2 font-semibold">
            <CalendarRange className="h-4 w-4 text-accent" aria-hidden="true" />
            {enGbDate(active.firstDay)}
          </p>
        </div>
      </Card>
      {(style === 'classic' || style === 'flexible') && (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center" data-testid="switch-to-flow">
          <Waves className="hidden h-6 w-6 shrink-0 text-accent sm:block" aria-hidden="true" />
          <div className="flex-1">
            <h3 className="font-semibold">{t('weeks.settings.flowTitle')}</h3>
            <p className="text-sm text-muted">{t('weeks.settings.flowDescription')}</p>
          </div>
          <Button variant="outline" onClick={() => setConfirm('flow')} data-testid="switch-to-flow-button">
            {t('weeks.settings.flowButton')}
          </Button>
        </Card>
      )}
      <Card className="flex flex-col gap-3 border-danger/30 p-5 sm:flex-row sm:items-center" data-testid="delete-week">
        <Trash2 className="hidden h-6 w-6 shrink-0 text-danger sm:block" aria-hidden="true" />
        <div className="flex-1">
          <h3 className="font-semibold text-danger">{t('weeks.settings.deleteTitle')}</h3>
          <p className="text-sm text-muted">{t('weeks.settings.deleteDescription')}</p>
        </div>
        <Button variant="destructive" onClick={() => setConfirm('delete')} data-testid="delete-week-button">
          {t('weeks.settings.deleteButton')}
        </Button>
      </Card>
      <Confirm
        open={confirm === 'flow'}
        onOpenChange={(open) => setConfirm(open ? 'flow' : null)}
        title={t('weeks.settings.flowConfirmTitle')}
        description={t('weeks.settings.flowConfirm', { style: t(`weeks.styles.${style}`, { defaultValue: style }) })}
        action={t('weeks.settings.flowButton')}
        busy={update.isPending}
        onConfirm={switchToFlow}
        testId="confirm-flow"
      />
      <Confirm
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t('weeks.settings.deleteConfirm')}
        description={`${t('weeks.settings.deleteConfirmDescription')} ${active.status === 'failed' ? t('weeks.settings.deleteRefund') : t('weeks.settings.deleteNoRefund')}`}
        action={t('weeks.settings.deleteButton')}
        busy={remove.isPending}
        onConfirm={deleteWeek}
        testId="confirm-delete-week"
      />
    </div>
  );
}
