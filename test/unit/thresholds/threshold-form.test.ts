import { describe, expect, it } from 'vitest';
import {
  BELOW_MAX_HR,
  thresholdForm,
  type ThresholdTexts,
} from '../../../web/src/features/thresholds/lib/threshold-form';

const texts = (overrides: Partial<ThresholdTexts>): ThresholdTexts => ({
  maxHr: '',
  thresholdHr: '',
  runThresholdPace: '',
  swimCss: '',
  ftp: '',
  ...overrides,
});
const errors = (values: ThresholdTexts) =>
  (thresholdForm.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the thresholds form schema', () => {
  it('reads paces as m:ss and whole numbers, empty as null', () => {
    expect(thresholdForm.parse(texts({ maxHr: ' 185 ', runThresholdPace: '4:45', ftp: '' }))).toEqual({
      maxHr: 185,
      thresholdHr: null,
      runThresholdPace: 285,
      swimCss: null,
      ftp: null,
    });
  });

  it("holds each value to the API's limits, an unreadable text included", () => {
    expect(errors(texts({ ftp: '9000', swimCss: 'fast' })).map(([path]) => path)).toEqual(['swimCss', 'ftp']);
  });

  it("wants threshold HR below max HR, also beside another field's error, but not when a heart rate is unreadable", () => {
    expect(errors(texts({ maxHr: '180', thresholdHr: '185' }))).toEqual([['thresholdHr', BELOW_MAX_HR]]);
    expect(errors(texts({ maxHr: '180', thresholdHr: '185', ftp: '9000' })).map(([path]) => path)).toEqual([
      'ftp',
      'thresholdHr',
    ]);
    expect(errors(texts({ maxHr: 'x', thresholdHr: '185' })).map(([path]) => path)).toEqual(['maxHr']);
  });
});
