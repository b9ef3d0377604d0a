// Other features use nothing of dashboard: it composes them. Its page loads lazily from app/routes.tsx and its
// training-strategy screen from app/modals/registry.tsx (eslint: import-x/no-restricted-paths).
export {};
