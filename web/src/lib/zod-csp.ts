/**
 * zod 4 compiles object parsers with `new Function` after probing whether eval works; under the app's CSP (no
 * 'unsafe-eval') that probe is a violation report in every browser. Interpreted parsing is plenty fast here.
 * The probe runs when a schema module is evaluated, before any code could call `z.config()`, so the setting goes
 * where zod reads its configuration on start (`globalThis.__zod_globalConfig`, shared by every zod copy) without
 * pulling zod into the entry chunk. test/web/lib/zod-csp.test.ts checks that zod still reads it from there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
