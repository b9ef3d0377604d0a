import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdjustCredits } from '../api/admin-queries';

/** Grant (positive) or remove (negative) credits, with the reason the ledger and audit keep. */
export function CreditsForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(amount);
  const valid = Number.isInteger(value) && value !== 0 && Math.abs(value) <= 1000 && reason.trim().length > 0;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
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
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto]" data-testid="credits-form">
      <Input type="number" inputMode="numeric" aria-label={t('admin.credits.amount')} placeholder={t('admin.credits.amountPlaceholder')} value={amount} onChange={(e) => setAmount(e.target.value)} />
      <Input aria-label={t('admin.credits.reason')} placeholder={t('admin.credits.reasonPlaceholder')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button type="submit" disabled={!valid || adjust.isPending}>
        {value < 0 ? t('admin.credits.remove') : t('admin.credits.grant')}
      </Button>
    </form>
  );
}
