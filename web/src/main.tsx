import './index.css';

// The HTML's first screen (the pre-rendered landing, or the header elsewhere) paints before the app's code is
// evaluated: on a phone that is the difference between a first paint at once and one after ~250 KB of script.
// index.html modulepreloads boot's chunks (vite.config.ts), so waiting for the frame costs no download time.
requestAnimationFrame(() => setTimeout(() => void import('./boot')));
