import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/layouts/page-loader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { USER_KEY } from '../../auth';
import { AssistantChat } from '../components/assistant-chat';

// The second flow loads when its tab is reached (hovered or focused, at the latest opened): the coach chat's first
// screen neither downloads nor evaluates it.
const loadAssessment = () => import('../components/assessment-chat');
const AssessmentChat = lazy(() => loadAssessment().then((m) => ({ default: m.AssessmentChat })));

/** /chat: the in-app coach chat, and the fitness assessment chat as the second flow. */
export default function ChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
      <Tabs defaultValue="coach">
        <TabsList aria-label={t('chat.flowsLabel')}>
          <TabsTrigger value="coach">{t('chat.tabs.coach')}</TabsTrigger>
          <TabsTrigger
            value="assessment"
            onPointerEnter={() => void loadAssessment()}
            onFocus={() => void loadAssessment()}
          >
            {t('chat.tabs.assessment')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="coach">
          <AssistantChat />
        </TabsContent>
        <TabsContent value="assessment">
          <Suspense fallback={<PageLoader />}>
            <AssessmentChat onComplete={() => void queryClient.invalidateQueries({ queryKey: USER_KEY })} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
