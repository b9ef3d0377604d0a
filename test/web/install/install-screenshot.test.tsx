import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { InstallScreenshot, SCREENSHOT_SIZE } from '../../../web/src/features/install/components/install-screenshot';

afterEach(cleanup);

const asset = (theme: string) => join(process.cwd(), 'web/src/features/install/assets', `dashboard-${theme}.webp`);

describe('the install prompt screenshot', () => {
  it('shows the real dashboard for the current theme, lazily, with its size reserved', () => {
    render(<InstallScreenshot alt="Tricoach on a phone" />);
    const images = screen.getAllByRole('img', { name: 'Tricoach on a phone' });
    expect(images).toHaveLength(2);
    const [light, dark] = images as HTMLImageElement[];
    expect(light!.getAttribute('src')).toMatch(/dashboard-light.*\.webp/);
    expect(dark!.getAttribute('src')).toMatch(/dashboard-dark.*\.webp/);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', String(SCREENSHOT_SIZE.width));
      expect(img).toHaveAttribute('height', String(SCREENSHOT_SIZE.height));
    }
    // Only one is ever displayed: the other theme's image stays display:none and is never fetched.
    expect(light!.className).toContain('dark:hidden');
    expect(dark!.className).toMatch(/(^| )hidden( |$)/);
    expect(dark!.className).toContain('dark:block');
  });

  it.each(['light', 'dark'])(
    'the %s screenshot is a phone-sized WebP of the declared size, under 30 KB',
    async (theme) => {
      const bytes = readFileSync(asset(theme));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(30 * 1024);
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(SCREENSHOT_SIZE);
    },
  );
});
