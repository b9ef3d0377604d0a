import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const PEOPLE = ['anna', 'marek', 'sarah'] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section
      id="testimonials"
      eyebrow={t('landing.testimonials.eyebrow')}
      title={t('landing.testimonials.title')}
      className="bg-navy-950 text-white [&_p.text-accent]:text-aqua-300"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {PEOPLE.map((id) => (
          <li key={id}>
            <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[.05] p-6">
              <Quote className="h-7 w-7 text-ember-400" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-200">
                {t(`landing.testimonials.items.${id}.quote`)}
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-aqua-500 to-ember-500 font-bold text-navy-950"
                >
                  {t(`landing.testimonials.items.${id}.name`).charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold">{t(`landing.testimonials.items.${id}.name`)}</span>
                  <span className="block text-sm text-slate-400">{t(`landing.testimonials.items.${id}.role`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
