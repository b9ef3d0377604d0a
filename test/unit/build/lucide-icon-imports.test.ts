import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from '../../../web/build/lucide-icon-imports.js';

// lucide-react's own entry (ISC licence), as installed: the map is read from the package, not written here.
const entry = createRequire(import.meta.url).resolve('lucide-react/package.json');
const files = lucideIconFiles(readFileSync(join(entry, '../dist/esm/lucide-react.mjs'), 'utf8'));

describe('lucideIconFiles', () => {
  it("maps every name lucide-react exports for an icon to that icon's subpath export", () => {
    expect(files.size).toBeGreaterThan(2000);
    for (const name of ['ArrowLeft', 'ArrowLeftIcon', 'LucideArrowLeft'])
      expect(files.get(name)).toBe('lucide-react/icons/arrow-left');
    expect(files.get('CircleQuestionMark')).toBe('lucide-react/icons/circle-question-mark');
    expect(files.has('Icon')).toBe(false);
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it('names files that resolve to modules of the package', () => {
    const require = createRequire(import.meta.url);
    for (const file of [files.get('Check')!, files.get('Settings2')!])
      expect(require.resolve(file)).toMatch(/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/);
  });
});

describe('rewriteLucideImports', () => {
  it('imports each icon from its own file, keeping aliases, type names and the line count', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Check,',
      '  X as Close,',
      '  type LucideIcon,',
      '  Icon,',
      "} from 'lucide-react';",
      'export const icons = [Check, Close];',
    ].join('\n');
    const out = rewriteLucideImports(code, files)!;
    expect(out).toContain("import Check from 'lucide-react/icons/check';");
    expect(out).toContain("import Close from 'lucide-react/icons/x';");
    expect(out).toContain("import { type LucideIcon, Icon } from 'lucide-react';");
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n').at(-1)).toBe('export const icons = [Check, Close];');
  });

  it('leaves modules without icon imports alone', () => {
    expect(rewriteLucideImports("import type { LucideIcon } from 'lucide-react';", files)).toBeUndefined();
    expect(rewriteLucideImports("import { Icon } from 'lucide-react';", files)).toBeUndefined();
    expect(rewriteLucideImports("import { Check } from 'lucide-react-native';", files)).toBeUndefined();
  });
});
