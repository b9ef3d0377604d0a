/** The adaptive week: what the last weeks say (deriveFacts), the week adjusted to it with a reason per change. */
export type * from './types';
export { deriveFacts } from './facts';
export { adaptWeek } from './adapt';
export { reasonsOf, adaptationFactsForModel } from './explain';
export { phrasesOf } from './phrases';
