import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until its feature lands. */
export default function GetCreditsPage() {
  const { t } = useTranslation();
  return <EmptyState icon={Coins} title={t('common.placeholders.getCredits.title')} description={t('common.placeholders.getCredits.description')} />;
}
