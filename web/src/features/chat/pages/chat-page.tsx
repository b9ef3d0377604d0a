import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { USER_KEY } from '../../auth';
import { AssessmentChat } from '../components/assessment-chat';
import { AssistantChat } from '../components/assistant-chat';

/** /chat: the in-app coach chat, and the fitness assessment chat as the second flow. */
export default function ChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
      <Tabs defaultValue="coach">
        <TabsList aria-label={t('chat.flowsLabel')}>
          <TabsTrigger value="coach">{t('chat.tabs.coach')}</TabsTrigger>
          <TabsTrigger value="assessment">{t('chat.tabs.assessment')}</TabsTrigger>
        </TabsList>
        <TabsContent value="coach">
          <AssistantChat />
        </TabsContent>
        <TabsContent value="assessment">
          <AssessmentChat onComplete={() => void queryClient.invalidateQueries({ queryKey: USER_KEY })} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
