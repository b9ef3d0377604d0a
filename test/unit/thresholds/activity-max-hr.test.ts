import { describe, expect, it } from 'vitest';
import { toActivityInput } from '../../../functions/modules/garmin/push-service';
import { parseSimulateArgs } from '../../../scripts/cli/commands/simulate-activity';
import { CliError } from '../../../scripts/cli/types';

describe('max heart rate reaches the activity', () => {
  it('from a Garmin activity summary', () => {
    const base = {
      summaryId: 's1',
      activityType: 'RUNNING',
      startTimeInSeconds: 1_700_000_000,
      durationInSeconds: 1800,
      averageHeartRateInBeatsPerMinute: 150,
    };
    expect(toActivityInput({ ...base, maxHeartRateInBeatsPerMinute: 183 })).toMatchObject({
      averageHeartRate: 150,
      maxHeartRate: 183,
    });
    expect(toActivityInput(base)).not.toHaveProperty('maxHeartRate');
  });

  it('from the simulate-activity command, checked against the average', () => {
    expect(parseSimulateArgs(['a@b.co', '--avg-hr', '150', '--max-hr', '181'])).toMatchObject({
      averageHeartRate: 150,
      maxHeartRate: 181,
    });
    expect(() => parseSimulateArgs(['a@b.co', '--avg-hr', '150', '--max-hr', '140'])).toThrow(CliError);
    expect(() => parseSimulateArgs(['a@b.co', '--max-hr', 'fast'])).toThrow(/--max-hr/);
  });
});
