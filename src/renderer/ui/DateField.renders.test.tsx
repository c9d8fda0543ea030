import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

// The picker itself, replaced by one that counts its renders and keeps its last props.
const picker = vi.hoisted(() => ({ renders: 0, onChange: null as null | ((date: Date | null) => void) }));
vi.mock('@mui/x-date-pickers/DatePicker', () => ({
  DatePicker: (props: { onChange: (date: Date | null) => void }) => {
    picker.renders += 1;
    picker.onChange = props.onChange;
    return null;
  },
}));

describe('DateField and the screen around it', () => {
  it('is not rendered again when the screen renders with a new onChange, and a picked day reaches the latest one', () => {
    const calls: string[] = [];
    let renderScreen: (n: number) => void = () => {};
    function Screen() {
      const [n, setN] = useState(0);
      renderScreen = setN;
      return <DateField label="Início" value="2026-11-01" onChange={(day) => calls.push(`${n}:${day}`)} />;
    }
    render(<Screen />);
    const first = picker.renders;

    act(() => renderScreen(1));
    act(() => renderScreen(2));
    expect(picker.renders).toBe(first);

    act(() => picker.onChange?.(new Date(2026, 10, 5)));
    expect(calls).toEqual(['2:2026-11-05']);
  });
});
