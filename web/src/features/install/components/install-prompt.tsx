import { Share, SquarePlus } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { installOffer, subscribeToInstallOffer } from './install-event';
import { dismissKey, localDay, platformOf } from './install-rules';
import { InstallScreenshot } from './install-screenshot';

/** The add-to-home-screen overlay: iOS gets instructions, Android the benefits and an install button. */
export default function InstallPrompt({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const deferred = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  const platform = platformOf(navigator.userAgent);

  const dismiss = () => {
    try {
      localStorage.setItem(dismissKey(userId), localDay());
    } catch (error) {
      console.warn('install prompt: could not record the dismissal', error);
    }
    setOpen(false);
  };

  const install = async () => {
    try {
      await deferred?.prompt();
    } catch (error) {
      console.warn('install prompt failed', error);
    }
    dismiss();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && dismiss()}>
      <DialogContent>
        <InstallScreenshot alt={t('install.screenshotAlt')} />
        <DialogTitle>{t('install.title')}</DialogTitle>
        {platform === 'ios' ? (
          <DialogDescription asChild>
            <ol className="mt-3 space-y-2 text-sm">
              <li className="flex items-center gap-2">
                <Share className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                {t('install.ios.step1')}
              </li>
              <li className="flex items-center gap-2">
                <SquarePlus className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                {t('install.ios.step2')}
              </li>
            </ol>
          </DialogDescription>
        ) : (
          <DialogDescription asChild>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
              <li>{t('install.android.fast')}</li>
              <li>{t('install.android.fullscreen')}</li>
              <li>{t('install.android.oneTap')}</li>
            </ul>
          </DialogDescription>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={dismiss}>
            {platform === 'ios' ? t('install.gotIt') : t('install.maybeLater')}
          </Button>
          {platform === 'android' && (
            <Button onClick={() => void install()} disabled={!deferred}>
              {t('install.install')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
