import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/** Full-area 'Loading...' (protected routes while the session loads, lazy pages). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center text-muted">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A spinner without text, for when translations themselves are still loading. */
export function BareLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
    </div>
  );
}
