import { CalendarCheck, Shuffle, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const STYLES = [
  { id: 'classic', icon: CalendarCheck, accent: 'from-aqua-500 to-aqua-700' },
  { id: 'flexible', icon: Shuffle, accent: 'from-ember-400 to-ember-600' },
  { id: 'flow', icon: Waves, accent: 'from-lime-400 to-aqua-500' },
] as const;

export function TrainingStyles() {
  const { t } = useTranslation();
  return (
    <Section
      id="styles"
      eyebrow={t('landing.styles.eyebrow')}
      title={t('landing.styles.title')}
      lead={t('landing.styles.lead')}
      className="bg-surface-2/60"
    >
      <div className="grid gap-5 md:grid-cols-3">
        {STYLES.map((style) => (
          <article key={style.id} className="overflow-hidden rounded-3xl border border-line bg-surface">
            <div className={`h-1.5 bg-gradient-to-r ${style.accent}`} />
            <div className="p-6">
              <style.icon className="h-7 w-7 text-accent" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-bold">{t(`landing.styles.items.${style.id}.title`)}</h3>
              <p className="mt-1 text-sm font-semibold text-primary">{t(`landing.styles.items.${style.id}.tagline`)}</p>
              <p className="mt-3 text-sm text-muted">{t(`landing.styles.items.${style.id}.text`)}</p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
