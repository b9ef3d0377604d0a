import { describe, expect, it } from 'vitest';
import { buildRaceDayPlan, eventKey } from '@shared/training/race-day';
import { EVENT_TYPES, inputFor, NO_THRESHOLDS } from './fixtures';

const hasNaN = (value: unknown): boolean =>
  typeof value === 'number'
    ? !Number.isFinite(value)
    : typeof value === 'string'
      ? /NaN|undefined|Infinity/.test(value)
      : Array.isArray(value)
        ? value.some(hasNaN)
        : value && typeof value === 'object'
          ? Object.values(value).some(hasNaN)
          : false;

describe('buildRaceDayPlan', () => {
  it.each(EVENT_TYPES.map((e) => e.id))(
    'builds a complete plan for %s in en and pl, with and without thresholds',
    (id) => {
      for (const lang of ['en', 'pl'] as const) {
        for (const thresholds of [NO_THRESHOLDS, null, inputFor(id).thresholds]) {
          const plan = buildRaceDayPlan(inputFor(id, { lang, thresholds, weightKg: null }));
          expect(hasNaN(plan)).toBe(false);
          expect(plan.legs.length).toBeGreaterThan(0);
          expect(plan.transitions).toHaveLength(plan.legs.length - 1);
          expect(plan.kit.length).toBeGreaterThan(4);
          expect(plan.warmUp.length).toBeGreaterThan(1);
          expect(plan.fuelling.advice.length).toBeGreaterThan(1);
          expect((plan.taper.at(-1)?.lastDay ?? '') >= plan.event.date).toBe(true);
          expect(plan.taper.flatMap((w) => w.sessions).every((s) => s.day < plan.event.date)).toBe(true);
          for (const leg of plan.legs) expect(leg.target.length).toBeGreaterThan(3);
        }
      }
    },
  );

  it('is deterministic and speaks the athlete language', () => {
    const en = buildRaceDayPlan(inputFor('half'));
    expect(buildRaceDayPlan(inputFor('half'))).toEqual(en);
    const pl = buildRaceDayPlan(inputFor('half', { lang: 'pl' }));
    expect(pl.lang).toBe('pl');
    expect(pl.transitions[0].items.join(' ')).toMatch(/kask/i);
    expect(en.transitions[0].items.join(' ')).toMatch(/helmet/i);
    expect(pl.taper[0].sessions[0].name).not.toBe(en.taper[0].sessions[0].name);
    expect(pl.event.description).toMatch(/pływania/);
  });

  it('names T1 swim-to-bike and T2 bike-to-run for a triathlon', () => {
    const plan = buildRaceDayPlan(inputFor('olympic'));
    expect(plan.transitions.map((t) => [t.name, t.from, t.to])).toEqual([
      ['T1', 'swim', 'bike'],
      ['T2', 'bike', 'run'],
    ]);
    // The whole race is the legs plus the transitions (each rounded on its own).
    expect(
      Math.abs(
        plan.expectedMinutes -
          plan.legs.reduce((s, l) => s + l.expectedMinutes, 0) -
          2 * plan.transitions[0].expectedMinutes,
      ),
    ).toBeLessThanOrEqual(2);
  });

  it('fuels a full-distance race more per hour and in total than a sprint, and more fluid in the heat', () => {
    const sprint = buildRaceDayPlan(inputFor('sprint'));
    const full = buildRaceDayPlan(inputFor('full'));
    expect(full.fuelling.carbsPerHour).toBeGreaterThan(sprint.fuelling.carbsPerHour);
    expect(full.fuelling.totals.carbsG).toBeGreaterThan(sprint.fuelling.totals.carbsG);
    expect(buildRaceDayPlan(inputFor('full', { temperatureC: 32 })).fuelling.fluidMlPerHour).toBeGreaterThan(
      full.fuelling.fluidMlPerHour,
    );
  });

  it('records what it was based on', () => {
    const input = inputFor('sprint', { thresholdsUpdatedAt: '2027-01-01T00:00:00.000Z' });
    const plan = buildRaceDayPlan(input);
    expect(plan.basedOn).toEqual({
      thresholdsUpdatedAt: '2027-01-01T00:00:00.000Z',
      eventKey: eventKey(input.plan.primaryEvent),
    });
  });
});
