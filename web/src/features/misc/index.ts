// Other features use nothing of misc: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
