import type { Lang } from '../../types';
import { enRaceDay } from './en';
import { plRaceDay } from './pl';
import type { RaceDayText } from './types';

export type { RaceDayText } from './types';

export const raceDayTextFor = (lang: Lang | null | undefined): RaceDayText => (lang === 'pl' ? plRaceDay : enRaceDay);
