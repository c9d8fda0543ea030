import { authorizationHeader, fillPath, hashFromAuthorization, isSessionExpiredBody } from './endpoint';

describe('contract helpers', () => {
  it('fills path parameters, encoded', () => {
    expect(fillPath('pedidos/listar/:id', { id: 42 })).toBe('pedidos/listar/42');
    expect(fillPath('enderecos/updateUserAddress/:addressId/:orderId', { addressId: 'a b', orderId: 7 })).toBe(
      'enderecos/updateUserAddress/a%20b/7',
    );
    expect(() => fillPath('pedidos/listar/:id', {})).toThrow('Parâmetro de rota ausente: id');
  });

  it('round-trips the Basic credential', () => {
    expect([authorizationHeader('abc123'), 'Bearer abc', undefined].map((value) => hashFromAuthorization(value))).toEqual(['abc123', null, null]);
  });

  it('recognises the 401 envelope, with the code as a number or a string', () => {
    expect([{ status: false, code: 401, erro: 'x' }, { status: false, code: '401' }, { status: true, code: 401 }, { status: false, mensagem: 'x' }].map((value) => isSessionExpiredBody(value))).toEqual(
      [true, true, false, false],
    );
  });
});
