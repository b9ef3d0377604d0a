import { plAdapt } from './pl-adapt';
import { plModify, plSummary } from './pl-modify';
import { plWeek } from './pl-week';
import { plSession } from './pl-session';
import { plPlan } from './pl-plan';
import type { Text } from './types';

export const pl: Text = { plan: plPlan, session: plSession, week: plWeek, modify: plModify, summary: plSummary, adapt: plAdapt };
