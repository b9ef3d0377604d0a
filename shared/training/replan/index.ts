export { replanWeek } from './replan';
export { keySessions } from './key-sessions';
export { explainChange, type ExplainContext } from './explain';
export { changeKey, type ReplanChange, type ReplanInput, type ReplanReasonCode, type ReplanSession } from './types';
