// Other features use nothing of admin: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
