import type { UploadActivitiesBody } from '@shared/schemas/activities';
import { apiCall } from '../../../lib/api-call';

export const uploadActivities = (files: UploadActivitiesBody['files']) =>
  apiCall('uploadActivities', { body: { files } });
