import { describe, expect, it } from 'vitest';
import type { EventType, PlanView } from '@shared/schemas/plans';
import {
  applyEventType,
  canAddSecondary,
  canGoPrevious,
  emptyGoal,
  initialWizardState,
  setDistance,
  stateFromPlan,
  STEP_FIELDS,
  stepErrorOf,
  toggleDay,
  toPayload,
  visibleDisciplines,
  type WizardState,
} from '../../../web/src/features/plans/lib/wizard-rules';
import { wizardForm } from '../../../web/src/features/plans/lib/wizard-form';

const half: EventType = {
  id: 'half',
  name: 'Half',
  swimDistance: 1900,
  bikeDistance: 90,
  bikeElevation: 800,
  runDistance: 21.1,
  runElevation: 120,
};
const marathon: EventType = {
  id: 'marathon',
  name: 'Marathon',
  swimDistance: null,
  bikeDistance: null,
  bikeElevation: null,
  runDistance: 42.2,
  runElevation: 200,
};
const today = '2026-11-22';

/** What the wizard says when the step is refused: the form schema's errors on the step's fields, as the form reads them. */
function stepError(step: 1 | 2 | 3, state: WizardState, day: string) {
  const result = wizardForm(day).safeParse(state);
  const fields: readonly string[] = STEP_FIELDS[step];
  const issues = (result.error?.issues ?? []).filter((issue) => fields.includes(String(issue.path[0])));
  if (!issues.length) return null;
  return stepErrorOf(
    (path) => issues.find((issue) => issue.path.join('.') === path)?.message,
    state.secondaryGoals.length,
  );
}

describe('goals wizard rules', () => {
  it('defaults to every day but Sunday and 8 workouts a week', () => {
    const state = initialWizardState();
    expect(state.workoutDays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(state.workoutsPerWeek).toBe(8);
    expect(state.secondaryGoals).toEqual([]);
  });

  it('fills distances from the event type, keeping what the athlete overrode', () => {
    const filled = applyEventType(emptyGoal(), half);
    expect(filled).toMatchObject({
      type: 'half',
      swimDistance: 1900,
      bikeDistance: 90,
      bikeElevation: 800,
      runDistance: 21.1,
      runElevation: 120,
    });
    const custom = setDistance(filled, 'bikeElevation', 2500);
    const switched = applyEventType(custom, {
      ...half,
      id: 'full',
      swimDistance: 3800,
      bikeDistance: 180,
      bikeElevation: 1600,
    });
    expect(switched).toMatchObject({ type: 'full', swimDistance: 3800, bikeDistance: 180, bikeElevation: 2500 });
  });

  it('hides disciplines whose event-type distance is null and sends them as null', () => {
    expect(visibleDisciplines(marathon)).toEqual({ swim: false, bike: false, run: true });
    expect(visibleDisciplines(half)).toEqual({ swim: true, bike: true, run: true });
    const state = initialWizardState();
    state.primaryGoal = { ...applyEventType(emptyGoal(), half), name: 'Race', date: '2027-03-01' };
    // Switching to a run-only event: the stale swim/bike values are not sent.
    state.primaryGoal = applyEventType(setDistance(state.primaryGoal, 'swimDistance', 2000), marathon);
    const payload = toPayload(state, [half, marathon]);
    expect(payload.primaryGoal).toMatchObject({
      type: 'marathon',
      swimDistance: null,
      bikeDistance: null,
      bikeElevation: null,
      runDistance: 42.2,
    });
  });

  it('blocks step 1 until the primary name, date and type are set, and refuses past dates', () => {
    const state = initialWizardState();
    expect(stepError(1, state, today)).toBe('primaryRequired');
    state.primaryGoal = { ...applyEventType(emptyGoal(), half), name: 'Race', date: '2026-11-21' };
    expect(stepError(1, state, today)).toBe('dateInPast');
    state.primaryGoal.date = today;
    expect(stepError(1, state, today)).toBeNull();
    state.secondaryGoals = [emptyGoal()];
    expect(stepError(1, state, today)).toBe('secondaryIncomplete');
    state.secondaryGoals = [{ ...state.primaryGoal, date: '2026-11-01' }];
    expect(stepError(1, state, today)).toBe('dateInPast');
  });

  it("names each missing goal field with the seed's messages, and a blank name counts as missing", () => {
    const state = initialWizardState();
    state.primaryGoal = { ...emptyGoal(), name: '   ' };
    const issues = wizardForm(today)
      .safeParse(state)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['primaryGoal.name', 'Event name is required'],
      ['primaryGoal.date', 'Event date is required'],
      ['primaryGoal.type', 'Event type is required'],
    ]);
  });

  it('allows at most two secondary goals', () => {
    expect(canAddSecondary(0)).toBe(true);
    expect(canAddSecondary(1)).toBe(true);
    expect(canAddSecondary(2)).toBe(false);
  });

  it('needs a training day on step 2 and keeps days in week order', () => {
    const state = { ...initialWizardState(), workoutDays: [] };
    expect(stepError(2, state, today)).toBe('noDays');
    expect(toggleDay(['friday'], 'monday')).toEqual(['monday', 'friday']);
    expect(toggleDay(['monday', 'friday'], 'monday')).toEqual(['friday']);
  });

  it('offers Previous only from step 2 on', () => {
    expect([0, 1, 2, 3].map(canGoPrevious)).toEqual([false, false, true, true]);
  });

  it('starts the editor from the stored plan', () => {
    const plan = {
      primaryEventName: 'Gdynia',
      primaryEventDate: '2027-08-01',
      primaryEventTypeId: 'half',
      primaryEventSwimDistance: 1900,
      primaryEventBikeDistance: 91,
      primaryEventBikeElevation: 700,
      primaryEventRunDistance: 21.1,
      primaryEventRunElevation: 100,
      secondaryGoals: [
        {
          name: 'B',
          date: '2027-05-01',
          type: 'marathon',
          swimDistance: null,
          bikeDistance: null,
          bikeElevation: null,
          runDistance: 42.2,
          runElevation: 10,
        },
      ],
      workoutDays: ['monday'],
      workoutsPerWeek: 4,
      trainingPreferences: 'p',
      personalDescription: 'd',
    } as unknown as PlanView;
    const state = stateFromPlan(plan);
    expect(state.primaryGoal).toMatchObject({ name: 'Gdynia', bikeDistance: 91 });
    // Another event type refills what was only the stored type's default; what the athlete had changed (bike 91 km
    // and 700 m, run 100 m instead of half's 90 km, 800 m, 120 m) stays.
    const full: EventType = {
      id: 'full',
      name: 'Full',
      swimDistance: 3800,
      bikeDistance: 180,
      bikeElevation: 1600,
      runDistance: 42.2,
      runElevation: 250,
    };
    expect(applyEventType(state.primaryGoal, full, half)).toMatchObject({
      type: 'full',
      swimDistance: 3800,
      bikeDistance: 91,
      bikeElevation: 700,
      runDistance: 42.2,
      runElevation: 100,
    });
    // Back to the stored type: its values come back where nothing was changed.
    const unchanged = stateFromPlan({
      ...plan,
      primaryEventBikeDistance: 90,
      primaryEventBikeElevation: 800,
      primaryEventRunElevation: 120,
    } as PlanView);
    expect(applyEventType(unchanged.primaryGoal, marathon, half)).toMatchObject({
      type: 'marathon',
      swimDistance: null,
      bikeDistance: null,
      runDistance: 42.2,
      runElevation: 200,
    });
    // Typed in during this edit: kept whatever it was before.
    expect(applyEventType(setDistance(unchanged.primaryGoal, 'runDistance', 21.1), marathon, half).runDistance).toBe(
      21.1,
    );
    expect(state.secondaryGoals).toHaveLength(1);
    expect(state.workoutsPerWeek).toBe(4);
  });
});
