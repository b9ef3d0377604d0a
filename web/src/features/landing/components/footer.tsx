import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/layouts/logo';
import { NewsletterSignup } from './newsletter-signup';

export function Footer() {
  const { t } = useTranslation();

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <LogoMark />
            {t('common.appName')}
          </p>
          <p className="mt-3 max-w-sm text-sm text-muted">{t('landing.footer.tagline')}</p>
          <nav
            aria-label={t('landing.footer.linksLabel')}
            className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold"
          >
            <Link to="/privacy-policy" className="hover:text-accent">
              {t('landing.footer.privacy')}
            </Link>
            <a href="#pricing" className="hover:text-accent">
              {t('landing.footer.pricing')}
            </a>
            <a href="#faq" className="hover:text-accent">
              {t('landing.footer.faq')}
            </a>
          </nav>
        </div>
        <NewsletterSignup />
      </div>
      <p className="border-t border-line py-6 text-center text-xs text-muted">
        {t('landing.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
