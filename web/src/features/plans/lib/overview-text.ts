import type { TFunction } from 'i18next';
import type { PlanFacts, WeekFacts } from '@shared/schemas/plan-facts';
import { formatMinutes, halfHours } from '@shared/training/minutes';
import { isDistanceType } from '@shared/training/text/event-kind';
import { phaseKeyOfName } from '@shared/training/text/phase-names';
import { localDecimal } from '../../../lib/numbers';
import type { PlanOverview, TrainingPhase } from './plan-overview';

const K = 'plans.overviewText';
const WORKOUT_TYPES = ['easy', 'recovery', 'tempo', 'threshold'] as const;

/**
 * The overview in the reader's language. The engine's overview carries its facts (codes and numbers): every part is
 * written here from them. A model's or an older overview has none: its phase names are still translated when they are
 * the engine's names ("Base", "Baza"), and the rest is shown as it was written.
 */
export function localizedOverview(overview: PlanOverview, t: TFunction, lang: string): PlanOverview {
  const facts = readFacts(overview.facts);
  const phases = overview.trainingPhases ?? [];
  if (!facts || facts.phases.length !== phases.length)
    return { ...overview, trainingPhases: phases.map((p) => ({ ...p, phaseName: phaseName(p, t) })) };
  const w = new Words(t, lang);
  const beginner = facts.level === 'beginner';
  return withLazyFields(overview, {
    eventDescription: () => w.event(facts),
    overallStrategySummary: () => w.strategy(facts),
    trainingPhases: () => phases.map((p, i) => ({ ...p, ...w.phase(facts.phases[i]!, facts) })),
    weeklyFocus: () => Object.fromEntries(Object.entries(facts.weeks).map(([n, week]) => [n, w.week(week)])),
    workoutTypes: () => w.workoutTypes(facts.sports),
    notes: () => w.notes(facts.estimates),
    trainingTips: () => w.tips(facts.sports, beginner),
    nutrition: () =>
      t(`${K}.nutrition.${facts.distance === 'full' || facts.distance === 'half' ? facts.distance : 'short'}`),
    recovery: () => t(`${K}.recovery.${beginner ? 'beginner' : 'other'}`),
  });
}

/**
 * `base` with each of `fields` written on first read (then kept). The whole overview is a few hundred translations
 * (every week's focus of a 20-40 week plan): 30 ms of a phone's first render on the dashboard, whose cards read two
 * of its fields. Spreading or serialising the result reads them all, as before.
 */
function withLazyFields<T extends object>(base: T, fields: { [K in keyof T]?: () => T[K] }): T {
  const out = { ...base };
  for (const [name, write] of Object.entries(fields) as Array<[keyof T, () => T[keyof T]]>) {
    let value: { written: T[keyof T] } | undefined;
    Object.defineProperty(out, name, {
      enumerable: true,
      configurable: true,
      get: () => (value ??= { written: write() }).written,
    });
  }
  return out;
}

/** A phase's name in the reader's language when it is one of the engine's names, else as written. */
export function phaseName(phase: Pick<TrainingPhase, 'phaseName'>, t: TFunction): string {
  const key = phaseKeyOfName(String(phase.phaseName ?? ''));
  return key ? t(`${K}.phaseName.${key}`) : phase.phaseName;
}

/** Facts enough to write from: a stored overview is not validated on the way in (the web ships without its schema). */
function readFacts(value: unknown): PlanFacts | null {
  const f = value as Partial<PlanFacts> | null | undefined;
  return f && typeof f === 'object' && Array.isArray(f.phases) && f.weeks && f.strategy && f.event && f.estimates
    ? (f as PlanFacts)
    : null;
}

class Words {
  constructor(
    private readonly t: TFunction,
    private readonly lang: string,
  ) {}

  private k(key: string, params?: Record<string, unknown>): string {
    return this.t(`${K}.${key}`, params ?? {});
  }

  private num(n: number): string {
    return localDecimal(String(n), this.lang);
  }

  private date(day: string): string {
    const [y, m, d] = day.split('-').map(Number);
    const months = this.t(`${K}.months`, { returnObjects: true }) as unknown;
    const month = Array.isArray(months) ? String(months[(m ?? 1) - 1] ?? '') : '';
    return `${d} ${month} ${y}`;
  }

  event(f: PlanFacts): string {
    const e = f.event;
    const label = this.k(`distance.${f.distance}`);
    const legs: string[] = [];
    if (e.swimDistance) legs.push(this.k('event.swim', { distance: this.num(e.swimDistance) }));
    for (const sport of ['bike', 'run'] as const) {
      const distance = sport === 'bike' ? e.bikeDistance : e.runDistance;
      const elevation = sport === 'bike' ? e.bikeElevation : e.runElevation;
      if (distance)
        legs.push(this.k(`event.${sport}${elevation ? 'Climb' : ''}`, { distance: this.num(distance), elevation }));
    }
    const kind = isDistanceType(e.type, label)
      ? this.k('event.kindDistance', { label })
      : this.k('event.kindOther', { type: e.type.trim(), label });
    const primary = this.k('event.line', {
      name: e.name,
      date: this.date(e.date),
      kind,
      legs: legs.length ? ` (${legs.join(', ')})` : '',
    });
    const others = f.otherRaces.map((r) =>
      this.k(r.buildUp ? 'event.buildUp' : 'event.outside', { name: r.name, date: this.date(r.date) }),
    );
    return [primary, ...others].join(' ');
  }

  strategy(f: PlanFacts): string {
    const s = f.strategy;
    const hours = (minutes: number) => this.k('strategy.hours', { hours: this.num(halfHours(minutes)) });
    const days = s.days.length ? s.days.map((d) => this.k(`dayShort.${d}`, { defaultValue: d })).join(', ') : null;
    const parts = [
      this.k('strategy.intro', {
        count: s.workoutsPerWeek,
        totalWeeks: s.totalWeeks,
        level: this.k(`levelWord.${f.level}`),
        days: days ?? this.k('strategy.noDays'),
      }),
      this.k('strategy.blocks', { start: hours(s.startMinutes), peak: hours(s.peakMinutes), rhythm: s.rhythm }),
      this.k('strategy.phases'),
      s.taperWeeks ? this.k('strategy.taper', { weeks: s.taperWeeks }) : this.k('strategy.noTaper'),
    ];
    if (s.weakest) parts.push(this.k('strategy.weakest', { sport: this.k(`sportWord.${s.weakest}`) }));
    if (s.note) parts.push(this.k('strategy.note', { note: s.note }));
    if (s.limit)
      parts.push(
        this.k('strategy.limit', {
          count: s.limit.sessions,
          distance: this.k(`distance.${f.distance}`),
          minSessions: s.limit.minSessions,
          low: this.num(s.limit.hours[0]),
          high: this.num(s.limit.hours[1]),
        }),
      );
    return parts.join(' ');
  }

  phase(
    key: PlanFacts['phases'][number],
    f: PlanFacts,
  ): Pick<TrainingPhase, 'phaseName' | 'focus' | 'description' | 'keyConsiderations'> {
    const base = `phaseText.${key}`;
    const longRace = f.distance === 'half' || f.distance === 'full';
    const description = this.k(`${base}.description`);
    const considerations = this.k(`${base}.considerations`);
    return {
      phaseName: this.k(`phaseName.${key}`),
      focus: this.k(`${base}.focus`),
      description: longRace ? this.k(`${base}.descriptionLongRace`, { defaultValue: description }) : description,
      keyConsiderations:
        f.level === 'beginner'
          ? this.k(`${base}.considerationsBeginner`, { defaultValue: considerations })
          : considerations,
    };
  }

  week(w: WeekFacts): string {
    const total = formatMinutes(w.totalMinutes);
    const phase = this.k(`phaseName.${w.phase}`);
    if (w.kind !== 'load') return this.k(`week.${w.kind}`, { phase, total, event: w.secondaryEvent ?? '' });
    const keys = [
      w.longRideMinutes === null ? null : this.k('week.longRide', { time: formatMinutes(w.longRideMinutes) }),
      w.longRunMinutes === null ? null : this.k('week.longRun', { time: formatMinutes(w.longRunMinutes) }),
    ].filter((x): x is string => x !== null);
    const what = w.phase === 'base' ? 'whatBase' : w.phase === 'build' ? 'whatBuild' : 'whatPeak';
    return this.k('week.load', {
      phase,
      what: this.k(`week.${what}`),
      total,
      keys: keys.join(', ') || this.k('week.noKeys'),
    });
  }

  /** The engine's list: the four common types, then each sport's own, the brick run, the opener. */
  workoutTypes(sports: readonly string[]): Array<{ name: string; description: string }> {
    const ids: string[] = [...WORKOUT_TYPES];
    if (sports.includes('bike')) ids.push('longRide');
    if (sports.includes('run')) ids.push('longRun');
    if (sports.includes('swim')) ids.push('technique', 'css', 'openWater');
    if (sports.includes('bike') && sports.includes('run')) ids.push('brick');
    ids.push('opener');
    return ids.map((id) => ({
      name: this.k(`workoutType.${id}.name`),
      description: this.k(`workoutType.${id}.description`),
    }));
  }

  notes(e: PlanFacts['estimates']): string {
    const list = [
      e.runPace ? this.k('notes.runPace', { pace: e.runPace }) : null,
      e.bikeKmh !== null ? this.k('notes.bikeKmh', { kmh: e.bikeKmh }) : null,
      e.css ? this.k('notes.css', { css: e.css }) : null,
    ].filter((x): x is string => x !== null);
    return [
      this.k('notes.zones'),
      this.k('notes.estimates', { list: list.join(', ') }),
      this.k('notes.volume'),
      this.k('notes.missed'),
    ].join(' ');
  }

  tips(sports: readonly string[], beginner: boolean): string[] {
    const ids = ['easyShare', 'noHardInARow', 'lighterWeeks', 'warmUp', 'raceNutrition'];
    if (sports.includes('bike') && sports.includes('run')) ids.push('transitionArea');
    if (sports.includes('swim')) ids.push('openWater');
    if (beginner) ids.push('beginner');
    return ids.map((id) => this.k(`tip.${id}`));
  }
}
