import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b1f3a" />
      <path d="M14 40c6-10 12-10 18 0s12 10 18 0" fill="none" stroke="#22d3ee" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="20" r="6" fill="#f97316" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-fg"
      aria-label={t('nav.homeLink')}
    >
      <LogoMark />
      <span className="text-lg">{t('common.appName')}</span>
    </Link>
  );
}
