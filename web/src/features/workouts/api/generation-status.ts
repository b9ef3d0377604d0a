import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall } from '../../../lib/api-call';

/** `message` holds the workout JSON (possibly wrapped in a code fence) once completed. */
export type GenerationStatus = RouteAnswer<'generationStatus'>;

export const generationStatus = (sessionId: string) => apiCall('generationStatus', { params: { sessionId } });
