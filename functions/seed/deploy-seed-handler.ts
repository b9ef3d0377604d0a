import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { documentClient } from '../db/client';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { seedDefaults } from './defaults';

/**
 * Deploy-time seed: the CloudFormation custom resource (through the CDK provider framework, which reports the
 * result to CloudFormation) calls this on create and update. Deleting the stack leaves the data alone.
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<{ PhysicalResourceId: string }> {
  const table = env().TABLE_NAME;
  const physicalResourceId = event.RequestType === 'Create' ? `seed-${table}` : event.PhysicalResourceId;
  if (event.RequestType !== 'Delete') {
    await seedDefaults({ doc: documentClient(), table });
    logger.info('Seeded default rows', { table, requestType: event.RequestType });
  }
  return { PhysicalResourceId: physicalResourceId };
}
