import type { CoverageArea } from '../api/areas/orders';
import { coverageAreaOptions } from './coverageAreas';

const area = (id: number | null, name: string | null, city = 'Campinas', enabled = true): CoverageArea => ({
  coverageAreaID: id,
  enabled,
  price: 700,
  coverageArea: name === null ? null : { name, city: { name: city } },
});

describe('coverageAreaOptions', () => {
  it('offers only enabled areas with an id and a name', () => {
    const options = coverageAreaOptions([
      area(1, 'Cambuí'),
      area(2, 'Taquaral', 'Campinas', false),
      area(null, 'Sem id'),
      area(4, null),
      area(5, '   '),
    ]);
    expect(options.map((o) => [o.id, o.label])).toEqual([[1, 'Cambuí']]);
  });

  it('appends the city to duplicate names, and only to them', () => {
    const options = coverageAreaOptions([
      area(1, 'Centro', 'Campinas'),
      area(2, 'Centro', 'Valinhos'),
      area(3, 'Cambuí', 'Campinas'),
      area(4, 'centro ', 'Sumaré'),
    ]);
    expect(options.map((o) => o.label)).toEqual(['Cambuí', 'Centro (Campinas)', 'centro (Sumaré)', 'Centro (Valinhos)']);
    expect(options.find((o) => o.id === 2)).toMatchObject({ name: 'Centro', city: 'Valinhos' });
  });

  it('does not count a disabled area as a duplicate', () => {
    const options = coverageAreaOptions([area(1, 'Centro', 'Campinas'), area(2, 'Centro', 'Valinhos', false)]);
    expect(options.map((o) => o.label)).toEqual(['Centro']);
  });
});
