import * as areas from './areas';
import { DECLARED_ENDPOINTS } from './declared';

const isDeclaration = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'base' in value && 'key' in value && 'method' in value && 'answer' in value;

describe('DECLARED_ENDPOINTS', () => {
  it('holds every declaration of the areas, also one an exported object of declarations holds', () => {
    const exported = Object.values(areas).filter(isDeclaration);
    const held = Object.values(areas)
      .filter((value) => typeof value === 'object' && value !== null && !isDeclaration(value))
      .flatMap((value): unknown[] => Object.values(value as object))
      .filter(isDeclaration);
    expect(exported.length).toBeGreaterThan(100);
    const missing = [...exported, ...held].filter((declaration) => !DECLARED_ENDPOINTS.includes(declaration as (typeof DECLARED_ENDPOINTS)[number]));
    expect(missing).toEqual([]);
  });
});
