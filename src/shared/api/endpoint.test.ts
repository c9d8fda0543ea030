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
    expect(hashFromAuthorization(authorizationHeader('abc123'))).toBe('abc123');
    expect(hashFromAuthorization('Bearer abc')).toBeNull();
    expect(hashFromAuthorization(undefined)).toBeNull();
  });

  it('recognises the 401 envelope, with the code as a number or a string', () => {
    expect(isSessionExpiredBody({ status: false, code: 401, erro: 'x' })).toBe(true);
    expect(isSessionExpiredBody({ status: false, code: '401' })).toBe(true);
    expect(isSessionExpiredBody({ status: true, code: 401 })).toBe(false);
    expect(isSessionExpiredBody({ status: false, mensagem: 'x' })).toBe(false);
  });
});
