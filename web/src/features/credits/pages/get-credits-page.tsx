import { CalendarCheck, Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { CurrencySwitch } from '../../../components/ui/currency-switch';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { defaultCurrency, type Currency } from '../../../lib/pricing';
import { useCredits } from '../../account';
import { useProducts } from '../api/get-products';
import { useStartCheckout } from '../api/start-checkout';
import { ProductCard } from '../components/product-card';
import { PurchaseHistory } from '../components/purchase-history';

/** /get-credits: the balance, what a credit buys, the two packs in the athlete's currency, and the history. */
export default function GetCreditsPage() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState<Currency>(() => defaultCurrency(i18n.language));
  const products = useProducts();
  const credits = useCredits();
  const checkout = useStartCheckout();
  const buying = checkout.isPending || checkout.isSuccess;
  // The checkout's cancel address: the athlete declined or left the payment, and nothing was charged.
  const canceled = useSearchParams()[0].get('checkout') === 'canceled';

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-6" data-testid="get-credits-page">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('payments.title')}</h1>
        <p className="text-muted">{t('payments.lead')}</p>
      </header>
      {canceled && (
        <p
          role="status"
          className="rounded-xl border border-ember-500/30 bg-ember-500/10 p-3 text-sm font-medium"
          data-testid="checkout-canceled"
        >
          {t('payments.canceled')}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-4 rounded-2xl bg-navy-950 p-5 text-white shadow-sm">
          <Coins className="h-9 w-9 shrink-0 text-ember-400" aria-hidden="true" />
          <div>
            <p className="text-sm text-slate-300">{t('payments.balance')}</p>
            <p className="text-3xl font-black tabular-nums" data-testid="credit-balance">
              {credits.data ? credits.data.balance : '–'}
            </p>
          </div>
        </div>
        <Card className="flex items-center gap-4 p-5">
          <CalendarCheck className="h-9 w-9 shrink-0 text-accent" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('payments.creditBuys.title')}</p>
            <p className="text-sm text-muted">{t('payments.creditBuys.body')}</p>
          </div>
        </Card>
      </div>

      <section aria-labelledby="packs-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="packs-title" className="text-lg font-bold">
            {t('payments.packs')}
          </h2>
          <CurrencySwitch value={currency} onChange={setCurrency} label={t('payments.currency')} />
        </div>
        {products.isPending && (
          <div className="grid gap-5 md:grid-cols-2" aria-busy="true">
            {[0, 1].map((i) => (
              <div
                key={i}
                className="flex h-[340px] items-center justify-center rounded-3xl border border-line bg-surface"
              >
                {i === 0 && <Spinner label={t('common.loading')} />}
              </div>
            ))}
          </div>
        )}
        {products.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('payments.productsFailed')}
          </p>
        )}
        {products.data && (
          <div className="grid gap-5 md:grid-cols-2">
            {products.data.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                currency={currency}
                featured={index === products.data.length - 1}
                busy={buying && checkout.variables?.productId === product.id}
                disabled={buying}
                onBuy={() => checkout.mutate({ productId: product.id, currency })}
              />
            ))}
          </div>
        )}
        {checkout.isError && (
          <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
            {errorText(checkout.error)}
          </p>
        )}
        <p className="text-xs text-muted">{t('payments.secure')}</p>
      </section>

      <PurchaseHistory entries={credits.data?.entries} loading={credits.isPending} />
    </div>
  );
}
