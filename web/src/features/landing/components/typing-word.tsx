import { useEffect, useState } from 'react';

export const WORD_INTERVAL_MS = 2_000;

/** Cycles the words every 2 s, typing each one in. All words share one grid cell so the line never shifts. */
export function TypingWord({ words }: { words: string[] }) {
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState(words[0]?.length ?? 0);
  const word = words[index % words.length] ?? '';

  useEffect(() => {
    const id = setInterval(() => {
      setIndex((i) => (i + 1) % words.length);
      setTyped(0);
    }, WORD_INTERVAL_MS);
    return () => clearInterval(id);
  }, [words.length]);

  useEffect(() => {
    if (typed >= word.length) return;
    const id = setTimeout(() => setTyped((n) => n + 1), 60);
    return () => clearTimeout(id);
  }, [typed, word]);

  return (
    <span className="inline-grid align-bottom">
      {words.map((w) => (
        <span key={w} aria-hidden="true" className="invisible col-start-1 row-start-1 whitespace-nowrap">
          {w}
        </span>
      ))}
      <span
        aria-hidden="true"
        className="col-start-1 row-start-1 whitespace-nowrap bg-gradient-to-r from-aqua-300 to-ember-400 bg-clip-text text-transparent"
      >
        {word.slice(0, typed)}
        <span className="ml-0.5 inline-block w-[3px] animate-[caret_1s_steps(1)_infinite] bg-ember-400 align-baseline text-transparent">
          |
        </span>
      </span>
      <span className="sr-only">{words.join(', ')}</span>
    </span>
  );
}
