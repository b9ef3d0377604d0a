import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** Placeholder until its feature lands. */
export default function ChatPage() {
  const { t } = useTranslation();
  return <EmptyState icon={MessageCircle} title={t('common.placeholders.chat.title')} description={t('common.placeholders.chat.description')} />;
}
