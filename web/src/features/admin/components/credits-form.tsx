import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdjustCredits } from '../api/admin-queries';

export const MAX_ADJUSTMENT = 1000;
/** From this many credits at once, the console asks before it moves them (a slip of a digit costs real money). */
export const CONFIRM_FROM = 100;

/** Why the button is disabled, or null when the adjustment can be sent. */
function blocker(amount: string, value: number, reason: string): 'amount' | 'range' | 'reason' | null {
  if (amount.trim() === '' || !Number.isInteger(value) || value === 0) return 'amount';
  if (Math.abs(value) > MAX_ADJUSTMENT) return 'range';
  return reason.trim().length > 0 ? null : 'reason';
}

/** Grant (positive) or remove (negative) credits, with the reason the ledger and audit keep. */
export function CreditsForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const value = Number(amount);
  const blocked = blocker(amount, value, reason);
  const send = () => {
    setAsking(false);
    adjust.mutate(
      { amount: value, description: reason.trim() },
      {
        onSuccess: (res) => {
          toast({ title: t('admin.credits.done', { balance: res.balance }) });
          setAmount('');
          setReason('');
        },
        onError: (error) => toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
      },
    );
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    if (Math.abs(value) >= CONFIRM_FROM) setAsking(true);
    else send();
  };
  const action = value < 0 ? t('admin.credits.remove') : t('admin.credits.grant');
  return (
    <form onSubmit={submit} className="space-y-1" data-testid="credits-form">
      <div className="grid gap-2 sm:grid-cols-[8rem_1fr_auto]">
        <Input type="number" inputMode="numeric" aria-label={t('admin.credits.amount')} aria-describedby="credits-why" placeholder={t('admin.credits.amountPlaceholder')} value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Input aria-label={t('admin.credits.reason')} placeholder={t('admin.credits.reasonPlaceholder')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" disabled={Boolean(blocked) || adjust.isPending}>
          {action}
        </Button>
      </div>
      <p id="credits-why" className="text-xs text-muted" data-testid="credits-why">
        {blocked && (amount.trim() !== '' || reason.trim() !== '') ? t(`admin.credits.why.${blocked}`, { max: MAX_ADJUSTMENT }) : ''}
      </p>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent data-testid="credits-confirm">
          <DialogTitle>{t('admin.credits.confirmTitle')}</DialogTitle>
          <DialogDescription>{t(value < 0 ? 'admin.credits.confirmRemove' : 'admin.credits.confirmGrant', { count: Math.abs(value) })}</DialogDescription>
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
