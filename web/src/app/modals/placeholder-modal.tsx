import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

/** create-workout and settings: placeholders the product keeps for later. */
export default function PlaceholderModal() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Construction}
      title={t('modals.placeholder.title')}
      description={t('modals.placeholder.description')}
    />
  );
}
