import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@shared/schemas/training';
import type { WorkoutView } from '@shared/schemas/weeks';
import { localDay } from '@shared/calendar/days';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { displayName } from '@shared/weeks/workout-display';
import { boardAnnouncements } from './board-announcements';
import { BoardCard, CardFace } from './board-card';
import { BoardDay } from './board-day';
import { boardDays, dayDropId, groupByDay, longDayLabel } from './board-days';
import { dayByDayCoordinates, dayUnderPointer } from './board-keyboard';
import { useBoardMove } from './use-board-move';

// The confirmation (a Radix dialog) loads with the first move that asks for it, not with the board.
const MoveConfirmDialog = lazy(() => import('./move-confirm-dialog').then((m) => ({ default: m.MoveConfirmDialog })));

const DAYS_PER_STEP = 2;

const focusGrip = (workoutId: string) =>
  document.querySelector<HTMLElement>(`[data-workout-id="${workoutId}"] [data-testid="board-grip"]`)?.focus();

export interface WeekBoardProps {
  weekId: string;
  firstDay: string;
  workouts: readonly WorkoutView[];
  trainingDays: readonly Weekday[] | null;
}

/** The week as a 7-day board (a day list on phones): drag a workout, or use 'Move to…', to put it on another day. */
export function WeekBoard({ weekId, firstDay, workouts, trainingDays }: WeekBoardProps) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => boardDays(firstDay, trainingDays), [firstDay, trainingDays]);
  // The days commit two at a time, Monday first: one commit of the whole board is one long task on a phone.
  const revealedDays = useRevealInSteps(Math.ceil(days.length / DAYS_PER_STEP)) * DAYS_PER_STEP;
  const { byDay, unscheduled } = groupByDay(days, workouts);
  // Keyboard and 'Move to…' users keep their place: focus follows the card to its new day (or stays on it after Cancel).
  const focusAfterMove = useRef<{ id: string; day: string } | null>(null);
  const asked = useRef<string | null>(null);
  const move = useBoardMove({
    weekId,
    workouts,
    trainingDays,
    onMove: (request) => void (focusAfterMove.current = request && { id: request.workout.id, day: request.toDay }),
    onAsk: (request) => void (asked.current = request.workout.id),
  });
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  // Mounted from the first confirmation on, so it closes as a dialog does (and hands focus back through onClosed).
  const [confirmMounted, setConfirmMounted] = useState(false);
  if (move.confirmLines && !confirmMounted) setConfirmMounted(true);
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || workouts.find((w) => w.id === wanted.id)?.day !== wanted.day) return;
    focusGrip(wanted.id);
    focusAfterMove.current = null;
  }, [workouts]);
  const afterDialog = () => {
    if (!focusAfterMove.current && asked.current) focusGrip(asked.current);
    asked.current = null;
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press lifts the card on touch screens, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayByDayCoordinates }),
  );
  const byId = (id: UniqueIdentifier) => workouts.find((w) => w.id === id);
  const dayOf = (id: UniqueIdentifier | undefined) => days.find((d) => d.id === id);
  const accessibility = boardAnnouncements(t, {
    workout: (id) => displayName(byId(id)?.workoutDetails.workoutName ?? ''),
    day: (id) => {
      const day = dayOf(id);
      return day ? longDayLabel(day.day, i18n.language) : undefined;
    },
  });
  const today = localDay(new Date());
  const active = activeId ? byId(activeId) : undefined;
  // A card picked up before the last days appear can still go there: the arrow keys only reach days on the page.
  const shownDays = activeId ? days.length : revealedDays;

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    const workout = byId(dragged.id);
    const target = dayOf(over?.id);
    if (workout && target) void move.request(workout, target.day);
  };

  // One function for every card's 'Move to…' across renders (the cards are memoised), calling this render's request.
  const request = useRef(move.request);
  useLayoutEffect(() => {
    request.current = move.request;
  });
  const moveTo = useCallback((w: WorkoutView, day: string) => void request.current(w, day), []);

  const card = (w: WorkoutView) => (
    <BoardCard
      key={w.id}
      workout={w}
      dropId={w.day ? dayDropId(w.day) : null}
      days={days}
      onMove={moveTo}
      moving={move.movingId === w.id}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dayUnderPointer}
      accessibility={accessibility}
      onDragStart={({ active: dragged }) => setActiveId(dragged.id)}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      {unscheduled.length > 0 && (
        <section
          className="mb-3 rounded-2xl border border-dashed border-line p-3"
          aria-labelledby="board-unscheduled"
          data-testid="board-unscheduled"
        >
          <h2 id="board-unscheduled" className="mb-2 text-sm font-semibold text-muted">
            {t('weekBoard.unscheduled')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">{unscheduled.map(card)}</ul>
        </section>
      )}
      <div className="grid gap-2 lg:grid-cols-7" data-testid="week-board">
        {days.slice(0, shownDays).map((d) => {
          const list = byDay.get(d.day) ?? [];
          return (
            <BoardDay key={d.day} day={d} today={d.day === today} empty={list.length === 0}>
              {list.map(card)}
            </BoardDay>
          );
        })}
      </div>
      <DragOverlay>{active ? <CardFace workout={active} lifted /> : null}</DragOverlay>
      {confirmMounted && (
        <Suspense fallback={null}>
          <MoveConfirmDialog
            lines={move.confirmLines}
            onConfirm={move.confirm}
            onCancel={move.cancel}
            onClosed={afterDialog}
          />
        </Suspense>
      )}
    </DndContext>
  );
}
