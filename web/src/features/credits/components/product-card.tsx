import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentProductView } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatPrice, type Currency } from '../../../lib/pricing';

interface ProductCardProps {
  product: PaymentProductView;
  currency: Currency;
  featured: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}

/** One credit pack: credits, price in the chosen currency, price per week, and Buy. */
export function ProductCard({ product, currency, featured, busy, disabled, onBuy }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const price = product.prices[currency];
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-surface p-6',
        featured ? 'border-primary shadow-lg ring-1 ring-primary' : 'border-line',
      )}
      data-testid={`product-${product.id}`}
    >
      {featured && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-bold uppercase tracking-wide text-primary-fg">
          {t('payments.bestValue')}
        </span>
      )}
      <h2 id={`product-${product.id}`} className="text-lg font-bold">
        {t(`payments.products.${product.id}`, { defaultValue: product.name })}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('payments.credits', { count: product.credits })}</p>
      <p className="mt-4 text-4xl font-black tracking-tight" data-testid={`price-${product.id}`}>
        {formatPrice(price, currency, i18n.language, { wholeUnits: price % 100 === 0 })}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('payments.perWeek', { price: formatPrice(Math.round(price / product.credits), currency, i18n.language) })}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {(['weeks', 'noExpiry'] as const).map((point) => (
          <li key={point} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
            {t(`payments.points.${point}`, { count: product.credits })}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={featured ? 'primary' : 'outline'}
        disabled={disabled}
        onClick={onBuy}
        aria-busy={busy}
      >
        {busy ? t('payments.redirecting') : t('payments.buy', { price: formatPrice(price, currency, i18n.language) })}
      </Button>
    </article>
  );
}
