// Other features use nothing of install: app/layouts/protected-route.tsx shows its prompt (eslint: import-x/no-restricted-paths).
export {};
