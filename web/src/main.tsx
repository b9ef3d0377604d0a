import './index.css';
import { nextTask } from './lib/next-task';
import { reloadOnStaleChunks } from './lib/stale-chunks';

// Registered before any lazy import can fail: a tab of an older build reloads once when a deploy removed its chunks.
reloadOnStaleChunks({ target: window, storage: window.sessionStorage, reload: () => window.location.reload() });

// The HTML's first screen (the pre-rendered landing, or the header elsewhere) paints before the app's code is
// evaluated: on a phone that is the difference between a first paint at once and one after ~250 KB of script.
// index.html modulepreloads boot's chunks (web/build/preload-boot.ts), so waiting for the frame costs no download time.
// React evaluates in a task of its own before the rest of the app: one ~200 ms task on a phone becomes two shorter
// ones (Lighthouse's total blocking time counts what a task takes beyond 50 ms).
requestAnimationFrame(async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
});
