// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstTask } from './useAfterFirstTask';

function Probe() {
  return <p>{useAfterFirstTask() ? 'depois' : 'primeiro'}</p>;
}

describe('useAfterFirstTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and true from the next task', () => {
    render(<Probe />);
    expect(screen.getByText('primeiro')).toBeInTheDocument();
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByText('depois')).toBeInTheDocument();
  });

  it('sets nothing after the component is gone', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Probe />);
    unmount();
    act(() => {
      vi.runAllTimers();
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
