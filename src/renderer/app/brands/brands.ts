import aibooLogo from './aiboo.svg';
import pedeaiLogo from './pedeai.svg';

/** A white-label variant of the panel, chosen by the session's company. */
export interface Brand {
  id: string;
  name: string;
  logo: string;
  primary: string;
  secondary: string;
}

export const BRANDS: Record<string, Brand> = {
  aiboo: { id: 'aiboo', name: 'Aiboo', logo: aibooLogo, primary: '#d32f2f', secondary: '#ff9800' },
  pedeai: { id: 'pedeai', name: 'PedeAí', logo: pedeaiLogo, primary: '#2e7d32', secondary: '#fbc02d' },
};

export const DEFAULT_BRAND = BRANDS.aiboo!;

export function brandFor(company: string | null | undefined): Brand {
  return (company && BRANDS[company]) || DEFAULT_BRAND;
}
