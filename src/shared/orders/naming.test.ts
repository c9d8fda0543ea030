import { orderCode, orderNumberLine } from './naming';

describe('how a person names an order', () => {
  it('by its code, as the orders list shows it, the number after it', () => {
    const order = { id_pedido: 117550, hash_pedido: 'XTPZHQWZ' };
    expect(orderCode(order)).toBe('#XTPZHQWZ');
    expect(orderNumberLine(order)).toBe('Nº 117550');
  });

  it('by its number when the platform sent no code', () => {
    const order = { id_pedido: 117550, hash_pedido: ' ' };
    expect(orderCode(order)).toBe('#117550');
    expect(orderNumberLine(order)).toBeNull();
  });
});
