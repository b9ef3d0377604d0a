import type { Lang } from '../types';
import { en } from './en';
import { pl } from './pl';
import type { Text } from './types';

export type { Text } from './types';

/** The engine's athlete-facing wording in the athlete's language (English unless 'pl'). */
export const textFor = (lang: Lang | null | undefined): Text => (lang === 'pl' ? pl : en);
