import { describe, expect, it } from 'vitest';
import { parseSimulateArgs } from '../../../scripts/cli/commands/simulate-activity';

describe('npm run cli -- simulate-activity', () => {
  it('reads EMAIL --sport --date --minutes [--distance-km] as the watch push would carry them', () => {
    expect(
      parseSimulateArgs([
        'Ola@Example.test',
        '--sport',
        'running',
        '--date',
        '2026-11-23',
        '--minutes',
        '45',
        '--distance-km',
        '9',
      ]),
    ).toEqual({
      email: 'ola@example.test',
      sport: 'RUNNING',
      startTime: '2026-11-23T07:00:00.000Z',
      durationInSeconds: 2700,
      distanceInMeters: 9000,
    });
    expect(
      parseSimulateArgs(['a@b.c', '--sport', 'SWIMMING', '--date', '2026-11-24', '--minutes', '30', '--time', '18:30']),
    ).toMatchObject({ startTime: '2026-11-24T18:30:00.000Z', distanceInMeters: null });
    expect(parseSimulateArgs(['a@b.c', '--avg-hr', '148'])).toMatchObject({ averageHeartRate: 148 });
  });
  it('names the bad argument', () => {
    expect(() => parseSimulateArgs([])).toThrow(/Usage/);
    expect(() => parseSimulateArgs(['a@b.c', '--sport', 'ROWING'])).toThrow(/--sport/);
    expect(() => parseSimulateArgs(['a@b.c', '--date', '2026-02-30'])).toThrow(/--date/);
    expect(() => parseSimulateArgs(['a@b.c', '--minutes', '0'])).toThrow(/--minutes/);
    expect(() => parseSimulateArgs(['a@b.c', '--distance-km', 'far'])).toThrow(/--distance-km/);
    expect(() => parseSimulateArgs(['a@b.c', '--avg-hr', '300'])).toThrow(/--avg-hr/);
  });
});
