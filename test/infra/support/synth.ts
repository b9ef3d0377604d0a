import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStageConfig } from '../../../infra/bin/stage-config';
import { fromRoot } from '../../../infra/paths';
import { stageEnv, TricoachStack } from '../../../infra/stacks/tricoach-stack';

/** The inline script of the fixture index.html; the CSP must carry its hash. */
export const FIXTURE_INLINE_SCRIPT = "document.documentElement.classList.add('light');";

/** A stand-in for vite's dist/web: index.html with an inline script, a hashed asset and the locales. */
export function webBuildFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tricoach-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'locales/en'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${FIXTURE_INLINE_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'locales/en/translation.json'), '{}');
  return dir;
}

export interface SynthOptions {
  stage?: string;
  /** Extra context, e.g. a different stage map. */
  context?: Record<string, unknown>;
  nag?: boolean;
}

/**
 * Builds the real app the way infra/bin/app.ts does, with cdk.json's context (feature flags, stages),
 * esbuild bundling skipped (assets are not what these tests check) and a throwaway outdir.
 */
export function buildApp(options: SynthOptions = {}) {
  const cdkJson = JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), 'tricoach-cdk-'));
  const app = new App({
    outdir,
    context: { ...cdkJson.context, stage: options.stage ?? 'dev', ...options.context, 'aws:cdk:bundling-stacks': [] },
  });
  const config = loadStageConfig(app.node);
  const webDistDir = webBuildFixture();
  const stack = new TricoachStack(app, `Tricoach-${config.stage}`, { config, webDistDir, env: stageEnv(config) });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  /** Removes the outdir (staged assets are ~20 MB) and the web fixture. */
  const dispose = () => {
    for (const dir of [outdir, webDistDir]) rmSync(dir, { recursive: true, force: true });
  };
  return { app, stack, config, outdir, dispose };
}
