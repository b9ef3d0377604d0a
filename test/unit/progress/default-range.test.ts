import { describe, expect, it } from 'vitest';
import { defaultFrom } from '../../../functions/modules/progress/progress-service';

describe('the "plan so far" range', () => {
  const to = '2026-11-26';
  it('starts at the plan start, not 12 weeks back, for a plan a few weeks old', () => {
    expect(defaultFrom({ planStarts: '2026-11-02' }, to, to)).toBe('2026-11-02');
  });
  it('shows the last 7 days (and the week planned next) for a plan that starts next Monday', () => {
    expect(defaultFrom({ planStarts: '2026-11-30' }, to, to)).toBe('2026-11-20');
  });
  it('never shrinks below the last 7 days, nor reaches past the widest range', () => {
    expect(defaultFrom({ planStarts: '2026-11-25' }, to, to)).toBe('2026-11-20');
    expect(defaultFrom({ planStarts: '2020-01-06' }, to, to)).toBe('2024-11-26');
  });
  it('is the last 12 weeks without a plan', () => {
    expect(defaultFrom(null, to, to)).toBe('2026-09-04');
  });
});
