import dark from '../assets/dashboard-dark.webp';
import light from '../assets/dashboard-light.webp';

/** The dashboard's real look (scripts/capture-install-screenshots.ts), 320x693 WebP: the shown theme's image only loads. */
export const SCREENSHOT_SIZE = { width: 320, height: 693 };

/**
 * This chunk loads only when the prompt opens, and the hidden theme's <img> (display: none, lazy) is never fetched:
 * the screenshots cost nothing until then.
 */
export function InstallScreenshot({ alt }: { alt: string }) {
  const common = { ...SCREENSHOT_SIZE, alt, loading: 'lazy', decoding: 'async' } as const;
  return (
    <div
      className="mx-auto mb-5 w-40 overflow-hidden rounded-[1.4rem] border-4 border-navy-900 bg-navy-900 shadow-xl dark:border-surface-2"
      data-testid="install-screenshot"
    >
      <img {...common} src={light} className="block h-auto w-full dark:hidden" />
      <img {...common} src={dark} className="hidden h-auto w-full dark:block" />
    </div>
  );
}
