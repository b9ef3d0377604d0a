/** A printable checklist: a square to tick on paper next to each line. */
export function Checklist({ items, testId }: { items: string[]; testId?: string }) {
  return (
    <ul className="space-y-2 text-sm" data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-2 border-line print:border-black"
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
