import { useTranslation } from 'react-i18next';

interface PolicySection {
  title: string;
  body: string[];
}

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const sections = t('legal.privacy.sections', { returnObjects: true }) as PolicySection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('legal.privacy.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('legal.privacy.updated')}</p>
      <p className="mt-6 text-lg leading-relaxed">{t('legal.privacy.intro')}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-xl font-bold">{section.title}</h2>
            {section.body.length > 1 ? (
              <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-muted marker:text-accent">
                {section.body.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 leading-relaxed text-muted">{section.body[0]}</p>
            )}
          </section>
        ))}
    </article>
  );
}
