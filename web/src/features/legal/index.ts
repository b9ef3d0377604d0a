// Other features use nothing of legal: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
