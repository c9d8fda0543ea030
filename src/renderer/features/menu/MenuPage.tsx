import { MenuScreen } from './MenuScreen';

/** /produtos and /produtos/{id} (spec 02 §2.1). */
export function MenuPage() {
  return <MenuScreen variant="current" />;
}

/** /produtosOld (spec 02 §2.2): the older layout from the same data layer and components. */
export function OldMenuPage() {
  return <MenuScreen variant="old" />;
}
