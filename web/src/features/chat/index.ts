// Other features use nothing of chat: its pages load lazily from app/routes.tsx (eslint: import-x/no-restricted-paths).
export {};
