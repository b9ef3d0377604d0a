import type { ComponentType } from 'react';

type PageModule = Record<string, unknown> & { default?: ComponentType };

/**
 * A react-router `lazy` loader for a page module: uses its default export, else its first exported component
 * (so a feature may export `export function DashboardPage()` or `export default`).
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    const mod = await load();
    const Component = (mod.default ?? Object.values(mod).find((value) => typeof value === 'function')) as
      ComponentType | undefined;
    if (!Component) throw new Error('Page module exports no component');
    return { Component };
  };
}
