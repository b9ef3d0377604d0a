import { Encoder, Profile, type Mesg } from '@garmin/fitsdk';

export interface RecordedSession {
  /** FIT sport name ('cycling', 'running', 'swimming'). */
  sport: string;
  subSport?: string;
  start: Date;
  seconds: number;
  /** Watts at second i (1 Hz records); none without. */
  power?: (second: number) => number;
  heartRate?: (second: number) => number;
  /** Metres per second, for the records' cumulative distance and positions; 0 for an indoor session. */
  speed?: number;
}

/**
 * An activity FIT file as a device writes one (file id, 1 Hz records, lap, session, activity), encoded with
 * Garmin's SDK: for the upload tests and the parser bench (a 4-hour ride is 14,400 records).
 */
export function encodeActivityFit(session: RecordedSession): Uint8Array {
  const encoder = new Encoder();
  const write = (mesgNum: number, mesg: Record<string, unknown>) => encoder.onMesg(mesgNum, mesg as unknown as Mesg);
  const { MesgNum } = Profile;
  const speed = session.speed ?? 0;
  write(MesgNum.FILE_ID, {
    type: 'activity',
    manufacturer: 'development',
    product: 1,
    serialNumber: 1234,
    timeCreated: session.start,
  });
  let powerSum = 0;
  let hrSum = 0;
  let hrMax = 0;
  for (let s = 0; s <= session.seconds; s++) {
    const power = session.power?.(s);
    const heartRate = session.heartRate?.(s);
    if (power !== undefined) powerSum += power;
    if (heartRate !== undefined) {
      hrSum += heartRate;
      hrMax = Math.max(hrMax, heartRate);
    }
    write(MesgNum.RECORD, {
      timestamp: new Date(session.start.getTime() + s * 1000),
      ...(speed > 0
        ? {
            positionLat: Math.round(((52.2 + s * 1e-5) * 2 ** 31) / 180),
            positionLong: Math.round((21.0 * 2 ** 31) / 180),
            distance: speed * s,
            speed,
          }
        : {}),
      ...(power !== undefined ? { power } : {}),
      ...(heartRate !== undefined ? { heartRate } : {}),
    });
  }
  const end = new Date(session.start.getTime() + session.seconds * 1000);
  const totals = {
    startTime: session.start,
    totalElapsedTime: session.seconds,
    totalTimerTime: session.seconds,
    ...(speed > 0 ? { totalDistance: speed * session.seconds } : {}),
    ...(session.power ? { avgPower: Math.round(powerSum / (session.seconds + 1)) } : {}),
    ...(session.heartRate ? { avgHeartRate: Math.round(hrSum / (session.seconds + 1)), maxHeartRate: hrMax } : {}),
    sport: session.sport,
    subSport: session.subSport ?? 'generic',
  };
  write(MesgNum.LAP, { timestamp: end, messageIndex: 0, ...totals });
  write(MesgNum.SESSION, { timestamp: end, messageIndex: 0, firstLapIndex: 0, numLaps: 1, ...totals });
  write(MesgNum.ACTIVITY, { timestamp: end, numSessions: 1, type: 'manual', event: 'activity', eventType: 'stop' });
  return encoder.close();
}
