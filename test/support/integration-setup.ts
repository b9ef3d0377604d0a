import { inject } from 'vitest';

// Runs in each integration worker before its test file: the services' endpoints from the global setup.
Object.assign(process.env, inject('localEnv'));
