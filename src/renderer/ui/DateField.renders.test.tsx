import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeDate } from '../test/datePickers';
import { DateField } from './DateField';

afterEach(() => vi.restoreAllMocks());

describe('DateField and the screen around it', { timeout: 20_000 }, () => {
  it('is not rendered again when the screen renders with a new onChange, and a typed day reaches the latest one', async () => {
    const calls: string[] = [];
    let renderScreen: (n: number) => void = () => {};
    function Screen() {
      const [n, setN] = useState(0);
      renderScreen = setN;
      return <DateField label="Início" value="2026-11-01" onChange={(day) => calls.push(`${n}:${day}`)} />;
    }
    render(<Screen />);
    // MUI X's field reads the page's text selection on each of its renders (a forced layout in a browser)
    const selectionReads = vi.spyOn(document, 'getSelection');

    act(() => renderScreen(1));
    act(() => renderScreen(2));
    expect(selectionReads).not.toHaveBeenCalled();

    await typeDate(userEvent.setup(), 'Início', '05112026');
    expect(calls.at(-1)).toBe('2:2026-11-05');
  });
});
