import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../../components/layouts/page-loader';

type AssessmentChatProps = { onComplete?: () => void };

// The chat feature may or may not ship the assessment chat; a glob finds it without breaking the build when absent.
const modules = import.meta.glob<{ AssessmentChat: ComponentType<AssessmentChatProps> }>(
  '../../chat/components/assessment-chat.tsx',
);
const loader = Object.values(modules)[0];

export const hasAssessmentChat = Boolean(loader);

const LazyAssessmentChat = loader ? lazy(() => loader().then((m) => ({ default: m.AssessmentChat }))) : null;

export function AssessmentChatSlot(props: AssessmentChatProps) {
  if (!LazyAssessmentChat) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAssessmentChat {...props} />
    </Suspense>
  );
}
