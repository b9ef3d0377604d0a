import { describe, expect, it } from 'vitest';
import { fitSport, gpxSport, tcxSport } from '../../../functions/modules/activities/files/sport-mapping';

describe('sport mapping', () => {
  it('maps FIT sport and sub-sport, indoor from the sub-sport, and skips transitions', () => {
    expect(fitSport('running', 'generic')).toEqual({ activityType: 'RUNNING', indoor: false });
    expect(fitSport('running', 'treadmill')).toEqual({ activityType: 'RUNNING', indoor: true });
    expect(fitSport('cycling', 'indoorCycling')).toEqual({ activityType: 'CYCLING', indoor: true });
    expect(fitSport('cycling', 'virtualActivity')).toEqual({ activityType: 'CYCLING', indoor: true });
    expect(fitSport('cycling', 'road')).toEqual({ activityType: 'CYCLING', indoor: false });
    expect(fitSport('swimming', 'lapSwimming')).toEqual({ activityType: 'SWIMMING', indoor: true });
    expect(fitSport('swimming', 'openWater')).toEqual({ activityType: 'SWIMMING', indoor: false });
    expect(fitSport('training', 'strengthTraining')).toEqual({ activityType: 'STRENGTH_TRAINING', indoor: false });
    expect(fitSport('training', 'yoga')).toEqual({ activityType: 'OTHER', indoor: false });
    expect(fitSport('fitnessEquipment', 'indoorCycling')).toEqual({ activityType: 'CYCLING', indoor: true });
    expect(fitSport('fitnessEquipment', 'treadmill')).toEqual({ activityType: 'RUNNING', indoor: true });
    expect(fitSport('fitnessEquipment', 'indoorRowing')).toEqual({ activityType: 'OTHER', indoor: true });
    expect(fitSport('walking', undefined)).toEqual({ activityType: 'OTHER', indoor: false });
  });

  it('marks a FIT sport that names nothing (generic, none, a number the profile does not know) as unknown: the athlete is asked', () => {
    expect(fitSport('generic', undefined)).toEqual({ activityType: 'OTHER', indoor: false, unknown: true });
    expect(fitSport(undefined, undefined)).toEqual({ activityType: 'OTHER', indoor: false, unknown: true });
    expect(fitSport(254, 254)).toEqual({ activityType: 'OTHER', indoor: false, unknown: true });
    expect(fitSport('transition', undefined)).toBeNull();
  });

  it('maps a TCX Sport attribute', () => {
    expect(tcxSport('Running')).toBe('RUNNING');
    expect(tcxSport('Biking')).toBe('CYCLING');
    expect(tcxSport('swimming')).toBe('SWIMMING');
    expect(tcxSport('Other')).toBeNull();
    expect(tcxSport(undefined)).toBeNull();
  });

  it('maps a GPX <type> as each app writes it', () => {
    expect(gpxSport('running')).toBe('RUNNING');
    expect(gpxSport('trail_running')).toBe('RUNNING');
    expect(gpxSport('TrailRun')).toBe('RUNNING');
    expect(gpxSport('9')).toBe('RUNNING');
    expect(gpxSport('road_biking')).toBe('CYCLING');
    expect(gpxSport('Ride')).toBe('CYCLING');
    expect(gpxSport('cycling')).toBe('CYCLING');
    expect(gpxSport('1')).toBe('CYCLING');
    expect(gpxSport('open_water_swimming')).toBe('SWIMMING');
    expect(gpxSport('strength_training')).toBe('STRENGTH_TRAINING');
    expect(gpxSport('rowing')).toBe('OTHER');
    expect(gpxSport('hiking')).toBe('OTHER');
    expect(gpxSport(undefined)).toBeNull();
    expect(gpxSport('  ')).toBeNull();
    expect(gpxSport('generic')).toBeNull();
  });
});
