import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { adjustCreditsBody, MAX_CREDIT_ADJUSTMENT } from '@shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdjustCredits } from '../api/admin-queries';

/** From this many credits at once, the console asks before it moves them (a slip of a digit costs real money). */
export const CONFIRM_FROM = 100;

interface CreditsFields {
  amount: string;
  reason: string;
}
type Adjustment = z.output<typeof adjustCreditsBody>;

/** The fields as the route's body, checked by its schema: the body, or why the button is disabled. */
function check({ amount, reason }: CreditsFields): { body: Adjustment } | { blocked: 'amount' | 'range' | 'reason' } {
  const parsed = adjustCreditsBody.safeParse({
    amount: amount.trim() === '' ? Number.NaN : Number(amount),
    description: reason,
  });
  if (parsed.success) return { body: parsed.data };
  const amountIssue = parsed.error.issues.find((issue) => issue.path[0] === 'amount');
  if (!amountIssue) return { blocked: 'reason' };
  // Beyond the limits is its own reason; every other amount issue (blank, not whole, 0) asks for a whole number.
  return { blocked: amountIssue.code === 'too_small' || amountIssue.code === 'too_big' ? 'range' : 'amount' };
}

/** Grant (positive) or remove (negative) credits, with the reason the ledger and audit keep. */
export function CreditsForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits(userId);
  const form = useForm<CreditsFields>({ defaultValues: { amount: '', reason: '' } });
  const [amount = '', reason = ''] = useWatch({ control: form.control, name: ['amount', 'reason'] });
  const [asking, setAsking] = useState(false);
  const checked = check({ amount, reason });
  const blocked = 'blocked' in checked ? checked.blocked : null;
  const value = Number(amount);
  const send = () => {
    setAsking(false);
    if (!('body' in checked)) return;
    adjust.mutate(checked.body, {
      onSuccess: (res) => {
        toast({ title: t('admin.credits.done', { balance: res.balance }) });
        form.reset();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
    });
  };
  const submit = form.handleSubmit(() => {
    if (blocked) return;
    if (Math.abs(value) >= CONFIRM_FROM) setAsking(true);
    else send();
  });
  const action = value < 0 ? t('admin.credits.remove') : t('admin.credits.grant');
  return (
    <form onSubmit={submit} className="space-y-1" data-testid="credits-form">
      <div className="grid gap-2 sm:grid-cols-[8rem_1fr_auto]">
        <Input
          type="number"
          inputMode="numeric"
          aria-label={t('admin.credits.amount')}
          aria-describedby="credits-why"
          placeholder={t('admin.credits.amountPlaceholder')}
          {...form.register('amount')}
        />
        <Input
          aria-label={t('admin.credits.reason')}
          placeholder={t('admin.credits.reasonPlaceholder')}
          maxLength={200}
          {...form.register('reason')}
        />
        <Button type="submit" disabled={Boolean(blocked) || adjust.isPending}>
          {action}
        </Button>
      </div>
      <p id="credits-why" className="text-xs text-muted" data-testid="credits-why">
        {blocked && (amount.trim() !== '' || reason.trim() !== '')
          ? t(`admin.credits.why.${blocked}`, { max: MAX_CREDIT_ADJUSTMENT })
          : ''}
      </p>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent data-testid="credits-confirm">
          <DialogTitle>{t('admin.credits.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {t(value < 0 ? 'admin.credits.confirmRemove' : 'admin.credits.confirmGrant', { count: Math.abs(value) })}
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send} disabled={adjust.isPending} data-testid="credits-confirm-send">
              {action}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
