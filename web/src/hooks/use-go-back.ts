import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** True when this tab has an in-app page to go back to (react-router keeps its index in history.state). */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Back to the page the athlete came from, or to /dashboard when the screen was opened directly (seed 001: modals). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => (hasHistory() ? navigate(-1) : navigate('/dashboard')), [navigate]);
}
