// Other features use nothing of settings: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
