import { useNavigate } from 'react-router-dom';
import { GenerationProgress } from '../components/generation-progress';

/** /waiting: the plan generation progress view for the plan whose ids are in browser storage. */
export default function WaitingPage() {
  const navigate = useNavigate();
  return (
    <div className="py-6">
      <GenerationProgress
        onDone={() => navigate('/dashboard', { replace: true })}
        onRetry={() => navigate('/create-plan', { replace: true })}
      />
    </div>
  );
}
