import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { CURRENCIES, type Currency } from '../../lib/pricing';

/** EUR / USD / PLN as a pressed-button group. */
export function CurrencySwitch({
  value,
  onChange,
  label,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label ?? t('landing.pricing.currency')}
      className="inline-flex rounded-xl border border-line bg-surface p-1"
    >
      {CURRENCIES.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={value === c}
          onClick={() => onChange(c)}
          className={cn(
            'h-9 min-w-16 rounded-lg px-3 text-sm font-bold transition',
            value === c ? 'bg-navy-900 text-white dark:bg-aqua-400 dark:text-navy-950' : 'text-muted hover:text-fg',
          )}
        >
          {c}
        </button>
      ))}
    </div>
  );
}
