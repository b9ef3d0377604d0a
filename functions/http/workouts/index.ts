import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createGarminModule } from '../../modules/garmin/compose';
import { createThresholdRepository } from '../../modules/thresholds/threshold-repository';
import { withProviderSecrets } from '../../modules/garmin/with-provider-secrets';
import { createWeekServices } from '../../modules/weeks/compose';
import { deleteWorkout } from './delete-workout';
import { flowWorkouts } from './flow-workouts';
import { generateWorkout } from './generate-workout';
import { generationStatus } from './generation-status';
import { getWorkout } from './get-workout';
import { listActivities } from './list-activities';
import { modificationStatus } from './modification-status';
import { modifyWorkout } from './modify-workout';
import { saveAndSendWorkout } from './save-and-send-workout';
import { saveGeneratedWorkout } from './save-generated-workout';
import { saveModifiedWorkout } from './save-modified-workout';
import { scheduleWorkout } from './schedule-workout';
import { workoutFit } from './workout-fit';
import { workoutTrainerFile } from './workout-trainer-file';
import { weekTrainerFiles } from './week-trainer-files';
import { workoutNote } from './workout-note';
import { reportWorkout } from './report-workout';
import { undoWorkoutReport } from './undo-workout-report';
import { logActivity } from './log-activity';
import { deleteActivity } from './delete-activity';
import { uploadActivities } from './upload-activities';
import { decideReadiness, getReadiness, putReadinessCheckIn } from './readiness';
import { createReadinessModule } from '../../modules/readiness/compose';
import { replanServiceFor } from '../../modules/replan/compose';
import { decideWeekReplan, weekReplan } from './week-replan';
import { availabilityServiceFor } from '../../modules/availability/compose';
import { proposalDecisionsFor } from '../../modules/chat-actions/compose';
import { acceptChatProposal, keepChatProposal } from './chat-proposal';

const platform = createPlatform();
// Workouts reach the watch through the Garmin sender (the Garmin secret is read before its first call).
const garmin = createGarminModule(platform);
const watch = withProviderSecrets(garmin.sender);
const services = createWeekServices(platform, { watch });
const replan = replanServiceFor(platform, watch);
const thresholds = createThresholdRepository(platform.db);
const readiness = createReadinessModule(platform, services);
const proposals = proposalDecisionsFor(platform, {
  workouts: services.workouts,
  reports: services.reports,
  replan,
  availability: availabilityServiceFor(platform),
});

export const handler = createGroupHandler(
  'workouts',
  () => import('@shared/api/routes/workouts').then((m) => m.workoutRoutes),
  {
    flowWorkouts: flowWorkouts(services),
    getWorkout: getWorkout(services),
    workoutFit: workoutFit(services, thresholds),
    workoutTrainerFile: workoutTrainerFile(services, thresholds),
    weekTrainerFiles: weekTrainerFiles(services, thresholds),
    scheduleWorkout: scheduleWorkout(services),
    workoutNote: workoutNote(services),
    deleteWorkout: deleteWorkout(services),
    modifyWorkout: modifyWorkout(services),
    modificationStatus: modificationStatus(services),
    saveModifiedWorkout: saveModifiedWorkout(services),
    saveAndSendWorkout: saveAndSendWorkout(services),
    generateWorkout: generateWorkout(services),
    generationStatus: generationStatus(services),
    saveGeneratedWorkout: saveGeneratedWorkout(services),
    listActivities: listActivities(services),
    reportWorkout: reportWorkout(services),
    undoWorkoutReport: undoWorkoutReport(services),
    logActivity: logActivity(services),
    deleteActivity: deleteActivity(services),
    uploadActivities: uploadActivities(services),
    getReadiness: getReadiness(readiness),
    putReadinessCheckIn: putReadinessCheckIn(readiness),
    decideReadiness: decideReadiness(readiness),
    weekReplan: weekReplan(replan),
    decideWeekReplan: decideWeekReplan(replan),
    acceptChatProposal: acceptChatProposal(proposals),
    keepChatProposal: keepChatProposal(proposals),
  },
  platform.sessionDeps,
);
