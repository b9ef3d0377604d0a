import { Activity, Sparkles, TrendingUp, Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const STEPS = [
  { id: 'connect', icon: Watch },
  { id: 'generate', icon: Sparkles },
  { id: 'train', icon: Activity },
  { id: 'improve', icon: TrendingUp },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section
      id="how-it-works"
      eyebrow={t('landing.how.eyebrow')}
      title={t('landing.how.title')}
      lead={t('landing.how.lead')}
    >
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.id} className="relative rounded-3xl border border-line bg-surface p-6">
            <span className="absolute right-5 top-4 text-5xl font-black text-surface-2" aria-hidden="true">
              {i + 1}
            </span>
            <span className="relative flex h-12 w-12 items-center justify-center rounded-2xl bg-navy-900 text-aqua-300">
              <step.icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="relative mt-5 text-lg font-bold">{t(`landing.how.steps.${step.id}.title`)}</h3>
            <p className="relative mt-2 text-sm text-muted">{t(`landing.how.steps.${step.id}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
