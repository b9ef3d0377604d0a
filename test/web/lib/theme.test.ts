import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeClass } from '../../../web/src/lib/theme';

const root = document.documentElement;

/** The attribute writes on <html> while `run` runs (each one restyles the whole page in a browser). */
async function mutationsOf(run: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(root, { attributes: true });
  run();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
});

describe('applyThemeClass', () => {
  it('switches <html> between light and dark, one class at a time', () => {
    root.className = 'light';
    applyThemeClass(root, 'dark');
    expect([...root.classList]).toEqual(['dark']);
    applyThemeClass(root, 'light');
    expect([...root.classList]).toEqual(['light']);
  });

  it("leaves <html> untouched when index.html's script already set the theme", async () => {
    root.className = 'dark';
    expect(await mutationsOf(() => applyThemeClass(root, 'dark'))).toHaveLength(0);
    expect(root.getAttribute('style')).toBeNull();
  });

  it('repairs <html> that carries both classes', () => {
    root.className = 'light dark';
    applyThemeClass(root, 'light');
    expect([...root.classList]).toEqual(['light']);
  });
});
