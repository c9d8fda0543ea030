import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';
import { brandFor } from './brands/brands';

describe('themeFor', () => {
  it('animates by default', () => {
    const theme = themeFor(brandFor(undefined));
    expect(theme.transitions.create('height')).toMatch(/^height \d+ms/);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('drops transitions and ripples when the system asks for reduced motion', () => {
    const theme = themeFor(brandFor(undefined), { reducedMotion: true });
    expect(theme.transitions.create('height')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.palette.primary.main).toBe(brandFor(undefined).primary);
  });
});
