import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until its feature lands. */
export default function AdminUserPage() {
  const { t } = useTranslation();
  return <EmptyState icon={UserCog} title={t('common.placeholders.adminUser.title')} description={t('common.placeholders.adminUser.description')} />;
}
