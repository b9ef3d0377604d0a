import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/layouts/page-loader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { USER_KEY } from '../../auth';
import { useLatestFitness } from '../api/latest-fitness';
import { AssessmentChatSlot, hasAssessmentChat } from './assessment-option';
import { FitnessSliders } from './fitness-sliders';

export function FitnessStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useLatestFitness();
  if (latest.isLoading) return <PageLoader />;
  const sliders = <FitnessSliders initial={latest.data} />;
  if (!hasAssessmentChat) return sliders;
  return (
    <Tabs defaultValue="sliders">
      <TabsList aria-label={t('onboarding.fitness.methodLabel')}>
        <TabsTrigger value="sliders">{t('onboarding.fitness.methodSliders')}</TabsTrigger>
        <TabsTrigger value="chat">{t('onboarding.fitness.methodChat')}</TabsTrigger>
      </TabsList>
      <TabsContent value="sliders">{sliders}</TabsContent>
      <TabsContent value="chat">
        <AssessmentChatSlot onComplete={() => void queryClient.invalidateQueries({ queryKey: USER_KEY })} />
      </TabsContent>
    </Tabs>
  );
}
