import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ModalProps {
  /** The optional `/modal/{type}/{id}` segment. */
  id?: string;
}

export interface ModalEntry {
  /** i18n key of the title in the modal header. */
  titleKey: string;
  component: LazyExoticComponent<ComponentType<ModalProps>>;
}

/**
 * Modal type -> its screen. One line per type; each screen is its own lazy chunk.
 * (Weeks add week-settings and flow-workout here; workout-details is a route of its own, ./workout-details-page.)
 */
export const modalRegistry: Record<string, ModalEntry> = {
  'training-strategy': {
    titleKey: 'modals.titles.trainingStrategy',
    component: lazy(() => import('../../features/dashboard/components/training-strategy')),
  },
  'edit-plan': {
    titleKey: 'modals.titles.editPlan',
    component: lazy(() => import('../../features/plans/components/edit-plan/edit-plan')),
  },
  'create-workout': { titleKey: 'modals.titles.createWorkout', component: lazy(() => import('./placeholder-modal')) },
  settings: { titleKey: 'modals.titles.settings', component: lazy(() => import('./placeholder-modal')) },
  'week-settings': {
    titleKey: 'weeks.settings.title',
    component: lazy(() => import('../../features/weeks/components/week-settings')),
  },
  'flow-workout': {
    titleKey: 'workouts.flow.title',
    component: lazy(() => import('../../features/workouts/components/flow-workout')),
  },
};

export function modalEntry(type: string | undefined): ModalEntry | null {
  return type && Object.hasOwn(modalRegistry, type) ? modalRegistry[type]! : null;
}
