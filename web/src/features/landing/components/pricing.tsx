import { Check, Minus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { defaultCurrency, formatPrice, PLANS, type Currency } from '../../../lib/pricing';
import { CurrencySwitch } from '../../../components/ui/currency-switch';
import { useSignupsOpen } from '../../config';
import { Section } from './section';

const FEATURES: Record<(typeof PLANS)[number]['id'], { included: string[]; excluded: string[] }> = {
  free: { included: ['generate', 'send'], excluded: ['noAnalysis', 'noLongTerm'] },
  premium: { included: ['personalised', 'phases', 'analysis', 'perWeek', 'modifications'], excluded: [] },
  ultra: { included: ['everything', 'twoFree'], excluded: [] },
};

export function Pricing() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState<Currency>(() => defaultCurrency(i18n.language));
  const signupsOpen = useSignupsOpen();
  return (
    <Section
      id="pricing"
      eyebrow={t('landing.pricing.eyebrow')}
      title={t('landing.pricing.title')}
      lead={t('landing.pricing.lead')}
      className="bg-surface-2/60"
    >
      <div className="flex justify-center">
        <CurrencySwitch value={currency} onChange={setCurrency} />
      </div>
      <div className="mt-10 grid gap-5 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} currency={currency} signupsOpen={signupsOpen} />
        ))}
      </div>
    </Section>
  );
}

/**
 * One plan: a component of its own, so the transition that renders the section below the fold can yield between
 * plans (a component renders in one piece; the whole table was one long slice on a phone).
 */
function PlanCard({
  plan,
  currency,
  signupsOpen,
}: {
  plan: (typeof PLANS)[number];
  currency: Currency;
  signupsOpen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const featured = plan.id === 'premium';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-surface p-7',
        featured ? 'border-primary shadow-xl ring-1 ring-primary' : 'border-line',
      )}
    >
      {featured && (
        <span className="absolute -top-3 left-7 rounded-full bg-primary px-3 py-1 text-xs font-bold uppercase tracking-wide text-primary-fg">
          {t('landing.pricing.popular')}
        </span>
      )}
      <h3 id={`plan-${plan.id}`} className="text-lg font-bold">
        {t(`landing.pricing.plans.${plan.id}.name`)}
      </h3>
      <p className="mt-1 text-sm text-muted">{t(`landing.pricing.plans.${plan.id}.tagline`)}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-black tracking-tight" data-testid={`price-${plan.id}`}>
          {formatPrice(plan.prices[currency], currency, i18n.language, { wholeUnits: true })}
        </span>
        <span className="text-sm text-muted">
          {plan.weeks ? t('landing.pricing.perWeeks', { count: plan.weeks }) : t('landing.pricing.forever')}
        </span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {FEATURES[plan.id].included.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
            {t(`landing.pricing.plans.${plan.id}.features.${f}`)}
          </li>
        ))}
        {FEATURES[plan.id].excluded.map((f) => (
          <li key={f} className="flex gap-2.5 text-muted">
            <Minus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t(`landing.pricing.plans.${plan.id}.features.${f}`)}
          </li>
        ))}
      </ul>
      <Link
        to={signupsOpen ? '/auth?reg' : '/beta'}
        className={buttonClasses(featured ? 'primary' : 'outline', 'md', 'mt-7 w-full')}
      >
        {t(`landing.pricing.plans.${plan.id}.cta`)}
      </Link>
    </article>
  );
}
