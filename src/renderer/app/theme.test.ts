import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { FOCUS_RING_COLOUR, themeFor } from './theme';
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

describe('focus ring (issue 45 item 8)', () => {
  for (const brand of Object.values(BRANDS)) {
    it(`${brand.name}: 2 px on every control MUI draws, at 3:1 or more against every surface a control sits on`, () => {
      const theme = themeFor(brand);
      const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline: string }>;
      expect(root['&.Mui-focusVisible']!.outline).toBe(`2px solid ${FOCUS_RING_COLOUR}`);
      const { palette } = theme;
      const surfaces = [
        '#fff',
        palette.grey[50],
        palette.grey[100],
        palette.primary.main,
        ...(['warning', 'info', 'error', 'success'] as const).map((n) => palette[n].main),
      ];
      for (const surface of surfaces) expect(getContrastRatio(FOCUS_RING_COLOUR, surface), surface).toBeGreaterThanOrEqual(3);
    });
  }

  it('native controls and rows get it too, but not what only a script focuses', () => {
    const global = themeFor(brandFor(undefined)).components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    const [selector] = Object.keys(global);
    expect(selector).toContain('button:focus-visible');
    expect(selector).toContain('a[href]:focus-visible');
    expect(selector).toContain('[tabindex]:not([tabindex="-1"]):focus-visible');
  });
});
