import { plAdapt } from './pl-adapt';
import { plModify, plSummary } from './pl-modify';
import { plWeek } from './pl-week';
import { plSession } from './pl-session';
import { plPlanCore } from './pl-plan-core';
import type { Text } from './types';

export const pl: Text = {
  plan: plPlanCore,
  session: plSession,
  week: plWeek,
  modify: plModify,
  summary: plSummary,
  adapt: plAdapt,
};
