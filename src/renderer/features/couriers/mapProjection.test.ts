import { metersPerPixel, pointAt, project, scaleBar, unproject, ADDRESS_MAP_ZOOM } from './mapProjection';

describe('address map projection', () => {
  it('round-trips a point through world pixels at zoom 18', () => {
    const p = { lat: -23.5558, lng: -46.6622 };
    const back = unproject(project(p, ADDRESS_MAP_ZOOM), ADDRESS_MAP_ZOOM);
    expect(back.lat).toBeCloseTo(p.lat, 9);
    expect(back.lng).toBeCloseTo(p.lng, 9);
  });

  it('puts the centre of the view at the centre point and moves east/south to the right/below', () => {
    const c = { lat: -23.5558, lng: -46.6622 };
    const mid = pointAt(c, 18, 560, 320, 280, 160);
    expect(mid.lat).toBeCloseTo(c.lat, 9);
    expect(mid.lng).toBeCloseTo(c.lng, 9);
    const se = pointAt(c, 18, 560, 320, 380, 260);
    expect(se.lng).toBeGreaterThan(c.lng);
    expect(se.lat).toBeLessThan(c.lat);
  });

  it('knows a zoom-18 pixel is about half a metre in São Paulo, and picks a round scale bar', () => {
    expect(metersPerPixel(-23.55, 18)).toBeCloseTo(0.548, 2);
    const bar = scaleBar(-23.55, 18, 120);
    expect(bar.meters).toBe(50);
    expect(bar.pixels).toBeCloseTo(50 / 0.548, 0);
  });
});
