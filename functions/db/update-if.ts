import { UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './items';

/** One conditional update whose refusal is an answer: true when written, false when its condition did not hold. */
export async function updateIf(
  doc: DynamoDBDocumentClient,
  input: UpdateCommandInput & { ConditionExpression: string },
): Promise<boolean> {
  try {
    await doc.send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
