import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSteps } from '../../../web/src/hooks/use-reveal-in-steps';

function Parts({ total }: { total: number }) {
  const shown = useRevealInSteps(total);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRevealInSteps', () => {
  it('shows the first part at once, then one more per task, each in a commit of its own', async () => {
    vi.useFakeTimers();
    const commits: number[] = [];
    render(
      <Profiler id="parts" onRender={() => commits.push(screen.queryAllByRole('listitem').length)}>
        <Parts total={3} />
      </Profiler>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['part 1', 'part 2', 'part 3']);
    expect(commits).toEqual([1, 2, 3]);
  });

  it('never shows more parts than there are', async () => {
    vi.useFakeTimers();
    render(<Parts total={1} />);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
