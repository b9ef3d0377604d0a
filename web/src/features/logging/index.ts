// What other features may use from logging; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { activitiesQueryOptions, useActivities } from './api/get-activities';
export { useReportWorkout, useUndoWorkoutReport } from './api/report-workout';
export { ActivityButtons } from './components/activity-buttons';
export { ActivityHistory } from './components/activity-history';
export { ChoiceChips } from './components/choice-chips';
export { DialogShell } from './components/dialog-shell';
export { NoWatchHint } from './components/no-watch-hint';
export { OutcomeBadge } from './components/outcome-badge';
export { ReportActions } from './components/report-actions';
export { ReportMenu } from './components/report-menu';
export { UploadPanel } from './components/upload-panel';
export { WorkoutReportCard } from './components/workout-report-card';
export { dueForReport, outcomeOf, reportable } from './lib/outcome';
