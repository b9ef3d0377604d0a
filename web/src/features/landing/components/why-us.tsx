import { BarChart3, Coffee, MessageSquareText, RefreshCw, Watch, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const BENEFITS = [
  { id: 'sync', icon: Watch },
  { id: 'flexible', icon: RefreshCw },
  { id: 'analysis', icon: Zap },
  { id: 'answers', icon: MessageSquareText },
  { id: 'reporting', icon: BarChart3 },
  { id: 'value', icon: Coffee },
] as const;

export function WhyUs() {
  const { t } = useTranslation();
  return (
    <Section id="why-us" eyebrow={t('landing.why.eyebrow')} title={t('landing.why.title')}>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.id} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ember-500/12 text-primary">
              <b.icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-bold">{t(`landing.why.items.${b.id}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`landing.why.items.${b.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
