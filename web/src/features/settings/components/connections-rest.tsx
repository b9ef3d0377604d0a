import { StravaSettings } from '../../strava';
import { UploadSettings } from './upload-settings';

/** The Connections cards under Garmin and intervals.icu: Strava, then file uploads and the uploaded activities. */
export function ConnectionsRest() {
  return (
    <>
      <StravaSettings />
      <UploadSettings />
    </>
  );
}
