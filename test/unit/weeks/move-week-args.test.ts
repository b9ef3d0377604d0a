import { describe, expect, it } from 'vitest';
import { parseMoveWeekArgs } from '../../../scripts/cli/commands/move-week';
import { CliError } from '../../../scripts/cli/types';

describe('npm run cli -- move-week', () => {
  it('defaults to a week that ends today, so its summary is offered', () => {
    expect(parseMoveWeekArgs(['Ola@Example.test'], '2026-11-29')).toEqual({
      email: 'ola@example.test',
      firstDay: '2026-11-23',
    });
  });

  it('takes an explicit first day', () => {
    expect(parseMoveWeekArgs(['a@b.c', '--first-day', '2027-01-04'], '2026-11-29')).toEqual({
      email: 'a@b.c',
      firstDay: '2027-01-04',
    });
  });

  it('names what is wrong', () => {
    expect(() => parseMoveWeekArgs([], '2026-11-29')).toThrow(CliError);
    expect(() => parseMoveWeekArgs(['a@b.c', '--first-day', '2026-02-30'], '2026-11-29')).toThrow(
      '--first-day must be a real day',
    );
    expect(() => parseMoveWeekArgs(['a@b.c', '--first-day'], '2026-11-29')).toThrow('--first-day must be a real day');
  });
});
