import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-5 px-6 text-center">
      <p
        className="bg-gradient-to-br from-aqua-500 to-ember-500 bg-clip-text text-7xl font-black tracking-tighter text-transparent"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.description')}</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
