import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until its feature lands. */
export default function PaymentStatusPage() {
  const { t } = useTranslation();
  return <EmptyState icon={Receipt} title={t('common.placeholders.paymentStatus.title')} description={t('common.placeholders.paymentStatus.description')} />;
}
