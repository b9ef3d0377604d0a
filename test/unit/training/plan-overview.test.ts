import { describe, expect, it } from 'vitest';
import { buildPlanOverview } from '@shared/training';
import { planOverviewAiSchema, planOverviewFromAi, planOverviewToAi, type PlanInput } from '@shared/schemas/training';
import { fullDistance } from './fixtures';

const total = (v: { run: number; bike: number; swim: number }) => v.run + v.bike + v.swim;

describe('buildPlanOverview', () => {
  const plan = buildPlanOverview(fullDistance);

  it('covers plan start to race day with base, build, peak, taper and race week in order', () => {
    expect(plan.targetEvent).toBe('2027-06-27');
    expect(plan.totalWeeks).toBe(30);
    expect(plan.trainingPhases.map((p) => p.phaseName)).toEqual(['Base', 'Build', 'Peak', 'Taper', 'Race Week']);
    expect(plan.trainingPhases[0].startDate).toBe('2026-11-30');
    expect(plan.trainingPhases.at(-1)?.endDate).toBe('2027-06-27');
    for (const p of plan.trainingPhases) expect(p.focus && p.description && p.keyConsiderations).toBeTruthy();
  });

  it('has a focus and run/bike/swim minutes for every week, with lighter weeks and a taper', () => {
    const weeks = Array.from({ length: 30 }, (_, i) => plan.weeklyVolume[String(i + 1)]);
    expect(Object.keys(plan.weeklyFocus)).toHaveLength(30);
    expect(weeks.every((v) => v.run > 0 && v.bike > 0 && v.swim > 0)).toBe(true);
    expect(plan.weeklyFocus['4']).toMatch(/recovery week/);
    expect(total(weeks[3])).toBeLessThan(total(weeks[2]) * 0.8);
    const peak = Math.max(...weeks.map(total));
    expect(total(weeks[29])).toBeLessThan(peak * 0.5);
    expect(total(weeks[27])).toBeLessThan(peak);
  });

  it('gives the secondary event a mini-taper and names it', () => {
    expect(plan.weeklyFocus['22']).toMatch(/mini-taper for Half in May/);
    expect(total(plan.weeklyVolume['22'])).toBeLessThan(total(plan.weeklyVolume['21']));
    expect(plan.eventDescription).toMatch(/Half in May/);
  });

  it('writes specific texts: distances, paces, nutrition for the distance', () => {
    expect(plan.eventDescription).toMatch(/3800 m swim, 180 km bike with 1500 m of climbing, 42.2 km run/);
    expect(plan.notes).toMatch(/threshold run pace \d:\d\d\/km/);
    expect(plan.nutrition).toMatch(/70-90 g of carbohydrate per hour/);
    expect(plan.trainingTips.length).toBeGreaterThanOrEqual(5);
    expect(plan.workoutTypes.map((w) => w.name)).toContain('Brick run');
  });

  it('scales with distance and level: a beginner sprint trains far less than an advanced full', () => {
    const sprint: PlanInput = {
      ...fullDistance,
      primaryEvent: {
        ...fullDistance.primaryEvent,
        type: 'sprint',
        swimDistance: 750,
        bikeDistance: 20,
        runDistance: 5,
        date: '2027-01-24',
      },
      secondaryEvents: [],
      fitness: { swimLevel: 10, bikeLevel: 15, runLevel: 20 },
    };
    const advanced: PlanInput = { ...fullDistance, fitness: { swimLevel: 85, bikeLevel: 90, runLevel: 80 } };
    const s = buildPlanOverview(sprint);
    const a = buildPlanOverview(advanced);
    expect(s.totalWeeks).toBe(8);
    const peak = (p: typeof s) => Math.max(...Object.values(p.weeklyVolume).map(total));
    expect(peak(s)).toBeLessThan(6 * 60);
    expect(peak(a)).toBeGreaterThan(14 * 60);
    expect(s.overallStrategySummary).toMatch(/blocks of 2 progressive weeks/);
  });

  it('round-trips through the strict AI form', () => {
    const ai = planOverviewToAi(plan);
    expect(planOverviewAiSchema.safeParse(ai).success).toBe(true);
    expect(ai.weeklyVolume[0].week).toBe(1);
    // The facts are the engine's codes: a model's overview carries none, so they do not travel.
    const { facts: _facts, ...written } = plan;
    expect(planOverviewFromAi(ai)).toEqual(written);
  });
});
