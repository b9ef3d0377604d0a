// Apart from config.ts (zod at import): the assistant rows name this model without loading the provider's config.
export const DEFAULT_MODEL = 'gpt-5-mini';
