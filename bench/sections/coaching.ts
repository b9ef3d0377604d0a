import {
  LONG_SESSION,
  MAX_HARD,
  EASY_SHARE_MIN,
  TAPER_REDUCTION,
  TAPER_WEEKS,
  levelBand,
  minSessions,
  type Range,
} from '@shared/training/references';
import { periodise } from '@shared/training/periodisation';
import type { SportKey } from '@shared/training/profile';
import { athlete, DISTANCES, LEVELS, minutesOf, simulate, type Dist } from '../lib/coaching-grid';
import { table, type BenchSection } from '../lib/report';

const WEEKS = [12, 20, 30];
const SESSIONS = [4, 8, 12];
const SPORTS: SportKey[] = ['bike', 'run', 'swim'];
/** The plan says the athlete's sessions or hours cannot prepare them (the engine's capacity warning, en). */
const WARNED = /cannot fully prepare|nie przygotuj/;

const hm = (m: number) => `${Math.floor(m / 60)}:${String(Math.round(m % 60)).padStart(2, '0')}`;
const inRange = (v: number, [lo, hi]: Range) => v >= lo - 0.5 && v <= hi + 0.5;

async function run(): Promise<void> {
  const rows: Array<Array<string | number>> = [];
  let outside = 0;
  let excused = 0;
  const problems = new Map<string, number>();
  const flag = (what: string, warned: boolean, limited: boolean) => {
    if (warned && limited) excused += 1;
    else {
      outside += 1;
      problems.set(what, (problems.get(what) ?? 0) + 1);
    }
  };
  for (const dist of Object.keys(DISTANCES) as Dist[])
    for (const lvl of Object.keys(LEVELS) as (keyof typeof LEVELS)[])
      for (const weeks of WEEKS)
        for (const sessions of SESSIONS) {
          const input = athlete(dist, lvl, weeks, sessions);
          const { plan, weeks: ws } = simulate(input);
          const p = periodise(input);
          const band = levelBand(p.level);
          const warned = WARNED.test(plan.overallStrategySummary);
          const key = ws.filter((w) => /Build|Peak/.test(w.phase));
          const peakPlanned = Math.max(...ws.map((w) => minutesOf(w.planned)));
          const longest = (s: SportKey) => Math.max(0, ...key.map((w) => w.longest[s]));
          const cells: string[] = [];
          for (const s of SPORTS) {
            const ref = LONG_SESSION[dist][s][band];
            const v = longest(s);
            const ok = inRange(v, ref);
            if (!ok) flag(`long ${s}`, warned, v < ref[0]);
            cells.push(`${hm(v)}${ok ? '' : '*'}`);
          }
          const minCount = (s: SportKey) => Math.min(...key.map((w) => w.count[s]));
          const freq = (['swim', 'run'] as SportKey[]).map((s) => {
            const v = minCount(s);
            const ok = v >= minSessions(s, sessions, dist);
            if (!ok) flag(`${s}s per week`, warned, sessions < 5);
            return `${v}${ok ? '' : '*'}`;
          });
          const easy =
            ws.reduce((t, w) => t + w.easySecs, 0) /
            Math.max(
              1,
              ws.reduce((t, w) => t + w.totalSecs, 0),
            );
          if (easy < EASY_SHARE_MIN) flag('easy share', false, false);
          const maxHard = Math.max(...ws.map((w) => w.hard));
          if (maxHard > MAX_HARD[band]) flag('hard per week', false, false);
          const pairs = ws.reduce((t, w) => t + w.hardPairs, 0);
          if (pairs > 0) flag('hard pairs', false, false);
          const delivered = SPORTS.map((s) => {
            const planned = key.reduce((t, w) => t + w.planned[s], 0);
            const done = key.reduce((t, w) => t + w.delivered[s], 0);
            const pct = planned ? Math.round((done / planned) * 100) : 100;
            if (pct < 95 || pct > 105) flag(`delivered ${s}`, false, false);
            return pct;
          });
          const taper = ws.filter((w) => /Taper|Race/.test(w.phase));
          const taperRef = TAPER_WEEKS[dist][band];
          if (weeks >= 12 && !inRange(taper.length, taperRef)) flag('taper length', false, false);
          const cut = taper.length
            ? 1 - taper.reduce((t, w) => t + minutesOf(w.planned), 0) / taper.length / peakPlanned
            : 0;
          if (taper.length && !(cut >= TAPER_REDUCTION[0] - 0.05 && cut <= TAPER_REDUCTION[1] + 0.05))
            flag('taper cut', false, false);
          // Strength and mobility a week, base / build+peak / taper+race (ACSM 2009, Ronnestad 2010: 2 / 1 / 0).
          const strength = [/Base/, /Build|Peak/, /Taper|Race/].map((re) => ws.filter((w) => re.test(w.phase)));
          const perWeek = (xs: typeof ws) => (xs.length ? xs.reduce((t, w) => t + w.strength, 0) / xs.length : 0);
          if (strength[2].some((w) => w.strength > 0) || ws.some((w) => w.strength > 2)) flag('strength', false, false);
          const raceWeek = ws[ws.length - 1];
          const raceSessions = raceWeek.count.swim + raceWeek.count.bike + raceWeek.count.run;
          rows.push([
            `${dist} ${lvl} ${weeks}w ${sessions}s`,
            hm(peakPlanned),
            ...cells,
            freq.join('/'),
            `${Math.round(easy * 100)}%`,
            maxHard,
            pairs,
            delivered.join('/'),
            `${taper.length}w -${Math.round(cut * 100)}%`,
            raceSessions,
            strength.map((x) => perWeek(x).toFixed(1)).join('/'),
            warned ? 'yes' : '',
          ]);
        }
  table(
    [
      'athlete',
      'peak h',
      'long ride',
      'long run',
      'long swim',
      'min swims/runs',
      'easy',
      'hard/wk',
      'hard pairs',
      'deliv % b/r/s',
      'taper',
      'race wk n',
      'strength b/bp/t',
      'limit warned',
    ],
    rows,
  );
  console.log('\n  reference ranges (build/peak longest session, beginner | experienced):');
  for (const dist of Object.keys(DISTANCES) as Dist[])
    console.log(
      `    ${dist.padEnd(8)} ${SPORTS.map((s) => `${s} ${LONG_SESSION[dist][s].beginner.map(hm).join('-')} | ${LONG_SESSION[dist][s].experienced.map(hm).join('-')}`).join('   ')}`,
    );
  console.log(
    "  sources: Friel, The Triathlete's Training Bible (4th ed. 2016) and common published plans (long sessions, frequency);",
  );
  console.log(
    '  Seiler 2010 (~80 % easy; budget >= 75 % by time, hard <= 2 beginner / 3 experienced, no hard days back to back);',
  );
  console.log(
    '  Bosquet et al. 2007 (taper 8-14 days incl. race week, mean volume -41-60 % vs peak, frequency kept); delivered = weeks built vs plan, build+peak, 95-105 %.',
  );
  console.log(
    '  ACSM 2009 and Ronnestad et al. 2010 (strength: 2 a week in base, 1 to keep it in build/peak, none in taper/race week, at most 2).',
  );
  console.log(
    '  * = outside the reference; "limit warned" = the plan says the athlete\'s sessions/hours cannot prepare them.',
  );
  console.log(`\n  outside the references: ${outside} (budget 0), excused by the plan's own warning: ${excused}`);
  if (problems.size) console.log(`  by rule: ${[...problems].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

export const section: BenchSection = {
  name: 'coaching',
  description:
    'coaching report: plans and weeks to race day for 2 levels x 4 distances x 12/20/30 weeks x 4/8/12 sessions, against published references',
  run,
};
export default section;
