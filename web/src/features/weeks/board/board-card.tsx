import { useDraggable } from '@dnd-kit/core';
import { Flame, GripVertical } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { DraggableAttributes } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WorkoutView } from '@shared/schemas/weeks';
import { isHardWorkout } from '@shared/training/intensity';
import { displayName } from '@shared/weeks/workout-display';
import { cn } from '../../../lib/cn';
import { OutcomeBadge, outcomeOf, ReportMenu } from '../../logging';
import { SportIcon } from '../../../components/sport-icon';
import { minutes } from '../../../lib/weekday-labels';
import type { BoardDay } from './board-days';
import { MoveToMenu } from './move-to-menu';

/** What a card shows (also the floating copy while dragging): sport, name, length, hard, and its outcome once it has one. */
export function CardFace({
  workout,
  handle,
  menu,
  report,
  lifted,
}: {
  workout: WorkoutView;
  handle?: ReactNode;
  menu?: ReactNode;
  report?: ReactNode;
  lifted?: boolean;
}) {
  const { t } = useTranslation();
  const details = workout.workoutDetails;
  const name = displayName(details.workoutName);
  const outcome = outcomeOf(workout);
  const done = outcome === 'done';
  const hard = isHardWorkout(details);
  return (
    <div
      className={cn(
        'rounded-xl border border-line bg-surface p-2 shadow-sm',
        hard && 'border-l-4 border-l-primary',
        done && 'border-green-700/25 bg-lime-400/5 dark:border-lime-400/20',
        lifted && 'rotate-1 border-primary shadow-xl',
      )}
      data-testid={lifted ? 'board-card-lifted' : undefined}
    >
      <div className="flex items-start gap-1">
        <Link
          to={`/modal/workout-details/${workout.id}`}
          className="line-clamp-3 min-w-0 flex-1 hyphens-auto break-words rounded pl-0.5 text-sm font-semibold leading-snug hover:underline lg:text-[13px] focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="board-card-link"
        >
          {name}
        </Link>
        {report}
        {menu}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted">
        {handle}
        <SportIcon sport={details.sport} className="!h-6 !w-6 !rounded-md [&>svg]:!h-3.5 [&>svg]:!w-3.5" />
        <span className="whitespace-nowrap">
          {t('weeks.workouts.minutes', { count: minutes(details.estimatedDurationInSecs) })}
        </span>
        {hard && (
          <span
            className="inline-flex items-center gap-0.5 rounded-full bg-ember-500/15 px-1.5 py-0.5 font-semibold text-primary-strong"
            data-testid="hard-badge"
          >
            <Flame className="h-3 w-3" aria-hidden="true" />
            {t('weekBoard.card.hard')}
          </span>
        )}
      </div>
      {outcome !== 'planned' && <OutcomeBadge workout={workout} className="mt-1 flex text-xs" />}
    </div>
  );
}

/**
 * A workout on the board. A mouse or finger drags it from anywhere on the card; the keyboard picks it up from its
 * grip (Space), moves it a day with the arrows and drops it with Space. Completed workouts stay where they were done.
 * Memoised, as its face: the board re-renders on every day it reveals and dnd-kit re-renders each draggable whenever
 * a day registers as a drop target, and neither changes a card that is already shown.
 */
export const BoardCard = memo(function BoardCard({
  workout,
  dropId,
  days,
  onMove,
  moving,
}: {
  workout: WorkoutView;
  dropId: string | null;
  days: readonly BoardDay[];
  /** Stable across renders (the card is memoised). */
  onMove: (workout: WorkoutView, day: string) => void;
  moving: boolean;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: workout.id,
    data: { dropId },
    disabled: workout.isCompleted,
  });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      className={cn('touch-manipulation list-none', isDragging && 'opacity-40', moving && 'animate-pulse')}
      data-testid="board-card"
      data-workout-id={workout.id}
      data-status={workout.isCompleted ? 'completed' : 'pending'}
      data-dragging={isDragging || undefined}
    >
      <DraggableFace
        workout={workout}
        days={days}
        onMove={onMove}
        setActivatorNodeRef={setActivatorNodeRef}
        attributes={attributes}
      />
    </li>
  );
});

/** The card's face with its grip and menus: the same props (dnd-kit keeps the ref setter and attributes) render nothing new. */
const DraggableFace = memo(function DraggableFace({
  workout,
  days,
  onMove,
  setActivatorNodeRef,
  attributes,
}: {
  workout: WorkoutView;
  days: readonly BoardDay[];
  onMove: (workout: WorkoutView, day: string) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
}) {
  const { t } = useTranslation();
  const name = displayName(workout.workoutDetails.workoutName);
  const handle = workout.isCompleted ? undefined : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      aria-label={t('weekBoard.card.grip', { workout: name })}
      className="-ml-1 flex h-7 w-5 cursor-grab items-center justify-center rounded text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      data-testid="board-grip"
    >
      <GripVertical className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  const menu = workout.isCompleted ? undefined : (
    <MoveToMenu name={name} currentDay={workout.day} days={days} onMove={(day) => onMove(workout, day)} />
  );
  return <CardFace workout={workout} handle={handle} menu={menu} report={<ReportMenu workout={workout} />} />;
});
