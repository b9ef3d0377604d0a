// Other features use nothing of workouts: its screens load lazily from app/modals/registry.tsx (eslint: import-x/no-restricted-paths).
export {};
