import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const QUESTIONS = ['watch', 'pricing', 'beginners', 'coaches', 'privacy'] as const;

export function Faq() {
  const { t } = useTranslation();
  return (
    <Section id="faq" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')}>
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-3xl border border-line bg-surface">
        {QUESTIONS.map((q) => (
          <details key={q} className="group px-6 py-1 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold">
              {t(`landing.faq.items.${q}.q`)}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-muted transition group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-5 text-muted">{t(`landing.faq.items.${q}.a`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
