// Other features use nothing of progress: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
