import { SearchX } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { ModalFrame } from './modal-frame';
import { modalEntry } from './registry';

/** A /modal/{type}/{id?} screen from the registry, in the modal frame. */
export default function ModalPage() {
  const { t } = useTranslation();
  const { type, id } = useParams();
  const entry = modalEntry(type);
  const Screen = entry?.component;

  return (
    <ModalFrame title={entry ? t(entry.titleKey) : t('modals.notFound.title')}>
      {Screen ? (
        <Suspense fallback={<Spinner className="flex justify-center py-16 text-muted" />}>
          <Screen id={id} />
        </Suspense>
      ) : (
        <EmptyState icon={SearchX} title={t('modals.notFound.title')} description={t('modals.notFound.description')} />
      )}
    </ModalFrame>
  );
}
