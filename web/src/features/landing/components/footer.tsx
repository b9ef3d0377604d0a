import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { LogoMark } from '../../../components/layouts/logo';
import { useSubscribeNewsletter } from '../../config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function Footer() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(value ? t('validation.emailInvalid') : t('validation.emailRequired'));
      return;
    }
    setError(null);
    subscribe.mutate(value, {
      onSuccess: () => {
        setEmail('');
        toast({
          title: t('landing.footer.newsletter.success'),
          description: t('landing.footer.newsletter.successText'),
        });
      },
      onError: () => toast({ title: t('landing.footer.newsletter.failure'), variant: 'destructive' }),
    });
  };

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
        <form onSubmit={onSubmit} noValidate className="rounded-3xl bg-navy-950 p-6 text-white">
          <h2 className="text-lg font-bold">{t('landing.footer.newsletter.title')}</h2>
          <p className="mt-1 text-sm text-slate-300">{t('landing.footer.newsletter.text')}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              {t('landing.footer.newsletter.label')}
            </label>
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder={t('landing.footer.newsletter.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
              className="h-11 min-h-11 w-full rounded-xl border sm:flex-1 border-white/20 bg-white/10 px-3.5 text-white placeholder:text-slate-400"
            />
            <Button type="submit" variant="ember" disabled={subscribe.isPending}>
              {t('landing.footer.newsletter.submit')}
            </Button>
          </div>
          {error && (
            <p id="newsletter-error" role="alert" className="mt-2 text-sm font-medium text-ember-400">
              {error}
            </p>
          )}
        </form>
      </div>
      <p className="border-t border-line py-6 text-center text-xs text-muted">
        {t('landing.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
