import { fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_MOTION, stubMatchMedia } from '../../test/media';
import { useChartMotion } from './chartTheme';

// jsdom does not run recharts' animation frames: what the series is told is checked here, and
// bench/backoffice.ts measures a chart screen shown again.
function Series() {
  const motion = useChartMotion();
  return (
    <>
      <button type="button" onClick={motion.onAnimationStart}>
        começa
      </button>
      <button type="button" onClick={motion.onAnimationEnd}>
        {motion.isAnimationActive ? 'cresce' : 'desenhado'}
      </button>
    </>
  );
}

function KeptScreen({ shown }: { shown: boolean }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <Series />
    </Activity>
  );
}

describe('useChartMotion', () => {
  let restore = (): void => undefined;
  afterEach(() => restore());

  it('grows a chart the first time it draws, and draws it at once after its animation ended', () => {
    restore = stubMatchMedia([]);
    render(<KeptScreen shown />);
    expect(screen.getByRole('button', { name: 'cresce' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'cresce' }));
    expect(screen.getByRole('button', { name: 'desenhado' })).toBeInTheDocument();
  });

  // 'cresce' ends the growth (onAnimationEnd), 'começa' only starts it (the screen left mid-growth)
  it.each([
    ['after it grew', 'cresce'],
    ['when it was left while growing', 'começa'],
  ])('does not grow it again when its kept screen is hidden and shown again, %s', (_when, pressed) => {
    restore = stubMatchMedia([]);
    const { rerender } = render(<KeptScreen shown />);
    fireEvent.click(screen.getByRole('button', { name: pressed }));
    rerender(<KeptScreen shown={false} />);
    rerender(<KeptScreen shown />);
    expect(screen.getByRole('button', { name: 'desenhado' })).toBeVisible();
  });

  it('never animates for a person who asked the system for less motion', () => {
    restore = stubMatchMedia([REDUCED_MOTION]);
    render(<KeptScreen shown />);
    expect(screen.getByRole('button', { name: 'desenhado' })).toBeInTheDocument();
  });
});
