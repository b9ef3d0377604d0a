import { enAdapt } from './en-adapt';
import { enModify, enSummary } from './en-modify';
import { enWeek } from './en-week';
import { enSession } from './en-session';
import { enPlanCore } from './en-plan-core';
import type { Text } from './types';

export const en: Text = {
  plan: enPlanCore,
  session: enSession,
  week: enWeek,
  modify: enModify,
  summary: enSummary,
  adapt: enAdapt,
};
