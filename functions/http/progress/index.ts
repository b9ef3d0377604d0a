import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../lib/platform';
import { createProgressServices } from '../../modules/progress/compose';
import { getProgress } from './get-progress';

const platform = createPlatform();
const services = createProgressServices(platform);

export const handler = createGroupHandler('progress', { getProgress: getProgress(services) }, platform.sessionDeps);
