import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until its feature lands. */
export default function AdminPage() {
  const { t } = useTranslation();
  return <EmptyState icon={ShieldCheck} title={t('common.placeholders.admin.title')} description={t('common.placeholders.admin.description')} />;
}
