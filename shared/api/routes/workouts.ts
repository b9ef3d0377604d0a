import { defineRoutes } from '../route-types';
import { idParams } from '../../schemas/common';
import {
  activitiesQuery,
  generateWorkoutBody,
  modifyBody,
  noteBody,
  saveModifiedBody,
  saveWorkoutBody,
  scheduleBody,
  sessionParams,
  taskParams,
  weekIdParams,
} from '../../schemas/weeks';
import { logActivityBody, MAX_UPLOAD_BODY_BYTES, reportWorkoutBody, uploadActivitiesBody } from '../../schemas/activities';
import { trainerFileQuery } from '../../schemas/trainer-files';
import { checkInBody, readinessDecisionBody, readinessQuery } from '../../schemas/readiness';
import { replanDecisionBody, replanQuery } from '../../schemas/replan';
import { proposalIdParams } from '../../schemas/chat-proposal';

export const workoutRoutes = defineRoutes([
  { id: 'flowWorkouts', method: 'GET', path: '/api/workouts/flow', group: 'workouts', auth: 'user' },
  { id: 'getWorkout', method: 'GET', path: '/api/workouts/{id}', group: 'workouts', auth: 'user', params: idParams },
  { id: 'workoutFit', method: 'GET', path: '/api/workouts/{id}/fit', group: 'workouts', auth: 'user', params: idParams },
  { id: 'workoutTrainerFile', method: 'GET', path: '/api/workouts/{id}/file', group: 'workouts', auth: 'user', params: idParams, query: trainerFileQuery },
  { id: 'weekTrainerFiles', method: 'GET', path: '/api/weeks/{weekId}/files', group: 'workouts', auth: 'user', params: weekIdParams, query: trainerFileQuery },
  { id: 'scheduleWorkout', method: 'POST', path: '/api/workouts/{id}/schedule', group: 'workouts', auth: 'user', params: idParams, body: scheduleBody },
  { id: 'workoutNote', method: 'POST', path: '/api/workout/{id}/note', group: 'workouts', auth: 'user', params: idParams, body: noteBody },
  { id: 'deleteWorkout', method: 'DELETE', path: '/api/workout/{id}', group: 'workouts', auth: 'user', params: idParams },
  { id: 'modifyWorkout', method: 'POST', path: '/api/workouts/{id}/modify', group: 'workouts', auth: 'user', params: idParams, body: modifyBody },
  { id: 'modificationStatus', method: 'GET', path: '/api/workouts/modification/{taskId}/status', group: 'workouts', auth: 'user', params: taskParams },
  { id: 'saveModifiedWorkout', method: 'POST', path: '/api/workouts/{id}/save-modified', group: 'workouts', auth: 'user', params: idParams, body: saveModifiedBody },
  { id: 'saveAndSendWorkout', method: 'POST', path: '/api/workouts/{id}/save-and-send-to-garmin', group: 'workouts', auth: 'user', params: idParams, body: saveModifiedBody },
  { id: 'generateWorkout', method: 'POST', path: '/api/workouts/generate', group: 'workouts', auth: 'user', body: generateWorkoutBody },
  { id: 'generationStatus', method: 'GET', path: '/api/workouts/status/{sessionId}', group: 'workouts', auth: 'user', params: sessionParams },
  { id: 'saveGeneratedWorkout', method: 'POST', path: '/api/workouts/save', group: 'workouts', auth: 'user', body: saveWorkoutBody },
  { id: 'listActivities', method: 'GET', path: '/api/activities', group: 'workouts', auth: 'user', query: activitiesQuery },
  { id: 'reportWorkout', method: 'POST', path: '/api/workouts/{id}/report', group: 'workouts', auth: 'user', params: idParams, body: reportWorkoutBody },
  { id: 'undoWorkoutReport', method: 'DELETE', path: '/api/workouts/{id}/report', group: 'workouts', auth: 'user', params: idParams },
  { id: 'logActivity', method: 'POST', path: '/api/activities', group: 'workouts', auth: 'user', body: logActivityBody },
  { id: 'deleteActivity', method: 'DELETE', path: '/api/activities/{id}', group: 'workouts', auth: 'user', params: idParams },
  // The daily readiness check lives with the workouts: accepting its proposal changes today's session and the watch's.
  { id: 'getReadiness', method: 'GET', path: '/api/readiness', group: 'workouts', auth: 'user', query: readinessQuery },
  { id: 'putReadinessCheckIn', method: 'PUT', path: '/api/readiness/check-in', group: 'workouts', auth: 'user', body: checkInBody },
  { id: 'decideReadiness', method: 'POST', path: '/api/readiness/decision', group: 'workouts', auth: 'user', body: readinessDecisionBody },
  { id: 'uploadActivities', method: 'POST', path: '/api/activities/upload', group: 'workouts', auth: 'user', body: uploadActivitiesBody, maxBodyBytes: MAX_UPLOAD_BODY_BYTES },
  // The re-plan lives with the workouts: its accepted moves reach the watch through this group's Garmin sender.
  { id: 'weekReplan', method: 'GET', path: '/api/weeks/{weekId}/replan', group: 'workouts', auth: 'user', params: weekIdParams, query: replanQuery },
  { id: 'decideWeekReplan', method: 'POST', path: '/api/weeks/{weekId}/replan', group: 'workouts', auth: 'user', params: weekIdParams, query: replanQuery, body: replanDecisionBody },
  // The chat's proposals live with the workouts: accepting one changes the week and the watch's.
  { id: 'acceptChatProposal', method: 'POST', path: '/api/chat2/proposals/{proposalId}/accept', group: 'workouts', auth: 'user', params: proposalIdParams },
  { id: 'keepChatProposal', method: 'POST', path: '/api/chat2/proposals/{proposalId}/keep', group: 'workouts', auth: 'user', params: proposalIdParams },
]);
