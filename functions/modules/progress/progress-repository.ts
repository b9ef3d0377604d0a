import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { keys } from '../../db/keys';
import { queryPages } from '../../db/query-all';
import type { WeekFigures } from '@shared/schemas/progress';
import { TRAINING_ATTRIBUTES, TRAINING_ITEM_TYPES, type ActivityItem, type TrainingItems } from './training-items';

/** Bump when the stored figures' meaning changes: older ones are then recomputed (and stored again). */
/** 2: compliance counts only known workouts (not reported ones are left out, and counted).
 *  3: loads by power and session RPE too; figures stored by an older version are computed again. */
export const FIGURES_VERSION = 3;

/** What a stored week's load was computed with: other thresholds make the figures stale. */
export interface LoadBasis {
  hrThreshold: number | null;
  ftp: number | null;
}

export interface TrainingReadOptions {
  /** No activity older than this day can be needed (the widest range the call allows). */
  earliestDay: string;
  /** Once the plans are known (they sort before activities in this read), the oldest activity day really needed. */
  neededFrom: (items: Pick<TrainingItems, 'plans'>) => string;
}

export function createProgressRepository({ doc, table }: Db) {
  return {
    /**
     * ONE Query over the athlete's item collection, newest sort key first: `WORKOUT#`, `WEEK#`, `THRESHOLDS`, `PROFILE`, `PLAN#`,
     * `FITNESS#`, then `ACTIVITY#` newest to oldest (everything in between is filtered out by type). The plans
     * arrive before the activities, so the read stops at the first page that reaches activities older than needed.
     */
    async trainingItems(userId: string, options: TrainingReadOptions): Promise<TrainingItems> {
      const names = Object.fromEntries(
        TRAINING_ATTRIBUTES.flatMap((path) => path.split('.')).map((part) => [`#${part}`, part]),
      );
      const items: TrainingItems = {
        activities: [],
        weeks: [],
        workouts: [],
        fitness: [],
        plans: [],
        user: null,
        thresholds: null,
        lastAutomaticDay: null,
        pages: 0,
      };
      let neededFrom: string | null = null;
      const pages = queryPages(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        FilterExpression: `#type IN (${TRAINING_ITEM_TYPES.map((_, i) => `:t${i}`).join(', ')})`,
        ProjectionExpression: TRAINING_ATTRIBUTES.map((path) =>
          path
            .split('.')
            .map((part) => `#${part}`)
            .join('.'),
        ).join(', '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':from': `${keys.activityPrefix}${options.earliestDay}`,
          ':to': `${keys.workout(userId, '\uffff').SK}`,
          ...Object.fromEntries(TRAINING_ITEM_TYPES.map((t, i) => [`:t${i}`, t])),
        },
        ScanIndexForward: false,
      });
      for await (const page of pages) {
        items.pages += 1;
        for (const item of page) collect(items, item);
        if (!items.activities.length) continue;
        neededFrom ??= options.neededFrom(items);
        if (items.activities.at(-1)!.startTime.slice(0, 10) < neededFrom) break;
      }
      if (neededFrom) items.activities = items.activities.filter((a) => a.startTime.slice(0, 10) >= neededFrom!);
      return items;
    },

    /**
     * Keeps a final week's figures on its item, with the threshold HR and FTP its load was computed with; a week that became
     * active again (or vanished) is left alone.
     */
    async storeWeekFigures(
      userId: string,
      weekId: string,
      figures: WeekFigures,
      { hrThreshold, ftp }: LoadBasis,
    ): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.week(userId, weekId),
        UpdateExpression: 'SET #progress = :figures',
        ConditionExpression: 'attribute_exists(PK) AND #active = :false',
        ExpressionAttributeNames: { '#progress': 'progress', '#active': 'active' },
        ExpressionAttributeValues: {
          ':figures': { ...figures, version: FIGURES_VERSION, hrThreshold, ftp },
          ':false': false,
        },
      });
    },
  };
}

function collect(items: TrainingItems, item: Record<string, unknown>): void {
  const { type, ...rest } = item;
  if (type === 'activity') items.activities.push(rest as unknown as ActivityItem);
  else if (type === 'week') items.weeks.push(rest as unknown as TrainingItems['weeks'][number]);
  else if (type === 'workout') items.workouts.push(rest as unknown as TrainingItems['workouts'][number]);
  else if (type === 'fitness') items.fitness.push(rest as unknown as TrainingItems['fitness'][number]);
  else if (type === 'plan') items.plans.push(rest as unknown as TrainingItems['plans'][number]);
  else if (type === 'user') items.user = rest as TrainingItems['user'];
  else if (type === 'thresholds') items.thresholds = rest as TrainingItems['thresholds'];
  else if (type === 'automaticDelivery') items.lastAutomaticDay = typeof rest.day === 'string' ? rest.day : null;
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
