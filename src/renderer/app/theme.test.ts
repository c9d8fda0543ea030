import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { themeFor } from './theme';
import { BRANDS, brandFor } from './brands/brands';

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

describe('themeFor colours (WCAG AA, 4.5:1 for text)', () => {
  for (const brand of Object.values(BRANDS)) {
    it(`${brand.name}: warning, info, error and success read on white and white reads on them`, () => {
      const { palette } = themeFor(brand);
      for (const name of ['warning', 'info', 'error', 'success'] as const) {
        const colour = palette[name];
        // text in the colour on the page ('PENDENTE', outlined buttons, links)
        expect(getContrastRatio(colour.main, '#fff'), `${name}.main`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(colour.dark, '#fff'), `${name}.dark`).toBeGreaterThanOrEqual(4.5);
        // the colour as a background (filled chips, contained buttons)
        expect(getContrastRatio(colour.contrastText, colour.main), `${name}.contrastText`).toBeGreaterThanOrEqual(4.5);
      }
      expect(getContrastRatio(palette.primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('links in an alert take the alert text colour', () => {
    const root = themeFor(brandFor(undefined)).components?.MuiAlert?.styleOverrides?.root as Record<string, unknown>;
    expect(root['& .MuiLink-root']).toEqual({ color: 'inherit' });
  });
});
