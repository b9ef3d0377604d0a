import { expect } from 'vitest';
import type { Expected } from '../trainer-fixtures';
import type { CourseSegment } from './course-reader';
import type { ZwoWorkout } from './zwo-reader';

/** Durations to the second, targets to 1 %. */
export function within1pc(got: number, want: number, what: string) {
  expect(Math.abs(got - want), `${what}: ${got} vs ${want}`).toBeLessThanOrEqual(0.01 * Math.abs(want) + 1e-9);
}
export function sameSecond(got: number, want: number, what: string) {
  expect(Math.abs(got - want), `${what}: ${got} s vs ${want} s`).toBeLessThan(0.5);
}

/** Zwift: each expected stretch in order, free ones with their words in a text event at the stretch's start. */
export function expectZwo(file: ZwoWorkout, want: Expected[]) {
  expect(file.segments).toHaveLength(want.length);
  let at = 0;
  want.forEach((w, i) => {
    const got = file.segments[i]!;
    sameSecond(got.seconds, w.seconds, `segment ${i} duration`);
    expect(got.free, `segment ${i} free`).toBe(w.free);
    if (!got.free && !w.free) {
      within1pc(got.from, w.from, `segment ${i} start`);
      within1pc(got.to, w.to, `segment ${i} end`);
    }
    if (w.free) {
      const said = file.messages
        .filter((m) => m.at === at)
        .map((m) => m.text)
        .join(' ');
      for (const words of w.says) expect(said, `segment ${i} text`).toContain(words);
    }
    at += got.seconds;
  });
}

/** ERG/MRC: each expected stretch in order, at the fraction it holds (free stretches at their zone's power). */
export function expectCourse(segments: CourseSegment[], want: Expected[], scale: number) {
  expect(segments).toHaveLength(want.length);
  want.forEach((w, i) => {
    const got = segments[i]!;
    sameSecond(got.seconds, w.seconds, `row pair ${i} duration`);
    const [from, to] = w.free ? w.held : [w.from, w.to];
    within1pc(got.from, from * scale, `row pair ${i} start`);
    within1pc(got.to, to * scale, `row pair ${i} end`);
  });
}
