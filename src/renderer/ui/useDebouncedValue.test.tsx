import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'c' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'co' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // 400 ms since the first key, but only 200 since the last
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('co');
  });
});
