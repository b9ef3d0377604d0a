import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../hooks/use-go-back';

/** The frame of every /modal/{type}/{id?} screen: a back button, the title, then the screen. */
export function ModalFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <div className="mx-auto max-w-3xl" data-testid="modal-frame">
      <div className="mb-5 flex items-center gap-3">
        <button
          type="button"
          onClick={back}
          className="flex h-10 w-10 items-center justify-center rounded-xl border border-line bg-surface text-fg shadow-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('modals.back')}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}
