import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AiTask } from './config';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', pl: 'Polish' };

/** Prompt files live next to this module (functions/providers/ai/prompts); bundles copy them beside the entry. */
function promptDirectories(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    join(here, '..', 'prompts'),
    join(here, 'prompts'),
    join(process.cwd(), 'functions', 'providers', 'ai', 'prompts'),
  ];
}

const cache = new Map<AiTask, string>();

export function promptTemplate(task: AiTask): string {
  const cached = cache.get(task);
  if (cached) return cached;
  const file = promptDirectories()
    .map((dir) => join(dir, `${task}.md`))
    .find((path) => existsSync(path));
  if (!file) throw new Error(`Prompt file ${task}.md not found`);
  const text = readFileSync(file, 'utf8');
  cache.set(task, text);
  return text;
}

/** Fills {{language}} and {{data}} (the athlete's data as JSON) into the task's prompt file. */
export function renderPrompt(task: AiTask, lang: string | undefined, data: unknown): string {
  const language = LANGUAGE_NAMES[lang ?? 'en'] ?? 'English';
  return promptTemplate(task)
    .replaceAll('{{language}}', language)
    .replaceAll('{{data}}', JSON.stringify(data, null, 2));
}
