import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A landing section below the fold. `content-visibility: auto`: until it nears the viewport the browser skips its
 * style, layout and paint (each section committed on load was a frame of 10-40 ms of those, more on a phone), yet it
 * stays in the accessibility tree, in find-in-page and reachable by its #anchor. The placeholder height is a phone's
 * typical section; once rendered the section keeps its real height (`auto`), so nothing jumps when scrolling back.
 */
export function Section(props: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={cn(
        'scroll-mt-20 px-4 py-16 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] sm:px-6 sm:py-24',
        props.className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-accent">{props.eyebrow}</p>
          <h2 id={`${props.id}-title`} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {props.title}
          </h2>
          {props.lead && <p className="mt-4 text-lg text-muted">{props.lead}</p>}
        </div>
        <div className="mt-12">{props.children}</div>
      </div>
    </section>
  );
}
