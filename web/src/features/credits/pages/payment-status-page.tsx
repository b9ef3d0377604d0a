import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPrice } from '../../../lib/pricing';
import { USER_KEY } from '../../auth';
import { creditsQueryOptions } from '../../account';
import { paymentOutcome, usePaymentStatus } from '../api/get-payment-status';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md items-center" data-testid="payment-status-page">
      <Card className="w-full p-8 text-center">{children}</Card>
    </div>
  );
}

/** /payment-status?id=: loading, then success (amount and credits) or failure, re-checked every 3 s while pending. */
export default function PaymentStatusPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const transactionId = params.get('id');
  const status = usePaymentStatus(transactionId);
  const outcome = paymentOutcome(status.data?.status);
  const queryClient = useQueryClient();

  useEffect(() => {
    // The balance changed: the dashboard and settings read it fresh.
    if (outcome === 'success') {
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      void queryClient.invalidateQueries({ queryKey: creditsQueryOptions().queryKey });
    }
  }, [outcome, queryClient]);

  if (!transactionId) {
    return (
      <Frame>
        <XCircle className="mx-auto h-12 w-12 text-danger" aria-hidden="true" />
        <p role="alert" className="mt-4 font-semibold">
          {t('common.payment.noTransactionId')}
        </p>
        <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
          {t('payments.status.returnToDashboard')}
        </Link>
      </Frame>
    );
  }

  if (status.isError || outcome === 'failure') {
    return (
      <Frame>
        <XCircle className="mx-auto h-12 w-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{t('payments.status.failedTitle')}</h1>
        <p role="alert" className="mt-2 text-muted">
          {status.isError ? t('common.payment.checkFailed') : t('common.payment.failed')}
        </p>
        {!status.isError && (
          <p className="mt-2 text-sm break-words" data-testid="payment-error">
            {status.data?.error || t('common.payment.genericError')}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/get-credits" className={buttonClasses('primary', 'md', 'w-full')}>
            {t('payments.status.tryAgain')}
          </Link>
          <Link to="/dashboard" className={buttonClasses('outline', 'md', 'w-full')}>
            {t('payments.status.returnToDashboard')}
          </Link>
        </div>
      </Frame>
    );
  }

  if (outcome === 'success' && status.data) {
    return (
      <Frame>
        <CheckCircle2 className="mx-auto h-12 w-12 text-accent" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{t('payments.status.successTitle')}</h1>
        <p className="mt-3 text-3xl font-black tabular-nums" data-testid="payment-amount">
          {formatPrice(status.data.amount, status.data.currency, i18n.language)}
        </p>
        <p className="mt-1 text-muted" data-testid="payment-credits">
          {t('payments.status.creditsAdded', { count: status.data.creditsAmount })}
        </p>
        <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('payments.status.continue')}
        </Link>
      </Frame>
    );
  }

  return (
    <Frame>
      <Loader2 className="mx-auto h-12 w-12 animate-spin text-primary" aria-hidden="true" />
      <p role="status" className="mt-4 font-semibold">
        {t('payments.status.processing')}
      </p>
      <p className="mt-1 text-sm text-muted">{t('payments.status.processingHint')}</p>
    </Frame>
  );
}
