import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';

const dismissKey = (userId: string) => `tricoach:no-watch-hint:${userId}`;

function dismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissKey(userId)) !== null;
  } catch {
    return false;
  }
}

/** For an athlete without a connected watch: where logging and uploading are, until dismissed. */
export function NoWatchHint() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [hidden, setHidden] = useState(() => !user || user.garminConnected === true || dismissed(user.id));
  if (hidden || !user) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissKey(user.id), new Date().toISOString());
    } catch (error) {
      console.warn('no-watch hint: could not record the dismissal', error);
    }
    setHidden(true);
  };
  return (
    <aside
      className="relative flex gap-3 rounded-2xl border border-aqua-400/30 bg-aqua-400/10 p-4 pr-10"
      data-testid="no-watch-hint"
    >
      <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-semibold">{t('logging.hint.title')}</p>
        <p className="mt-1 text-muted">{t('logging.hint.body')}</p>
        <Link
          to="/settings/watch"
          className="mt-2 inline-block font-semibold text-accent underline-offset-4 hover:underline"
        >
          {t('logging.hint.link')}
        </Link>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="absolute right-2 top-2 rounded-lg p-2 text-muted hover:bg-surface-2"
        aria-label={t('logging.hint.dismiss')}
        data-testid="no-watch-hint-dismiss"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
