import { ArrowLeft, SearchX } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { modalEntry } from './registry';
import { useGoBack } from '../../hooks/use-go-back';

/** The frame of every /modal/{type}/{id?} screen: a back button, the title and the screen from the registry. */
export default function ModalPage() {
  const { t } = useTranslation();
  const { type, id } = useParams();
  const entry = modalEntry(type);
  const back = useGoBack();
  const Screen = entry?.component;

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
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
          {entry ? t(entry.titleKey) : t('modals.notFound.title')}
        </h1>
      </div>
      {Screen ? (
        <Suspense fallback={<Spinner className="flex justify-center py-16 text-muted" />}>
          <Screen id={id} />
        </Suspense>
      ) : (
        <EmptyState icon={SearchX} title={t('modals.notFound.title')} description={t('modals.notFound.description')} />
      )}
    </div>
  );
}
