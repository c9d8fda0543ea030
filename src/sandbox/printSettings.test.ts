import { describe, expect, it } from 'vitest';
import type { CloudPrintSettings, MenuCategory } from '../shared/api';
import { TestClient, useSandbox } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

type Listed = { status: boolean; obj: CloudPrintSettings | null; mensagem?: string };

async function listed(client: TestClient): Promise<Listed> {
  return (await client.legacy<Listed>('GET', 'estabelecimentosimpressao/listar')).body;
}

describe('print settings in the cloud (estabelecimentosimpressao)', () => {
  it('saving the software screen (autoAceiteImprimir) keeps the other settings and reads back', async () => {
    const before = (await listed(t.pizzaria)).obj!;
    expect(before.autoAceiteImprimir).toBe(false);
    const saved = await t.pizzaria.legacy('POST', 'estabelecimentosimpressao/adicionar', { ...before, autoAceiteImprimir: true });
    expect(saved.body).toEqual({ status: true, mensagem: 'Configurações de impressão salvas na nuvem.' });
    expect((await listed(t.pizzaria)).obj).toEqual({ ...before, autoAceiteImprimir: true });
  });

  it('a store only reads and writes its own settings, whatever id_estabelecimento the body names', async () => {
    const pizzariaBefore = (await listed(t.pizzaria)).obj!;
    expect(await listed(t.sabor)).toMatchObject({ status: true, obj: null });
    await t.sabor.legacy('POST', 'estabelecimentosimpressao/adicionar', { ...pizzariaBefore, defaultPrinter: 'Elgin i9', id_estabelecimento: 101 });
    expect((await listed(t.sabor)).obj).toMatchObject({ defaultPrinter: 'Elgin i9', id_estabelecimento: 202 });
    expect((await listed(t.pizzaria)).obj).toEqual(pizzariaBefore);
  });

  it('refuses a layout, page width or method outside the options and keeps what was saved', async () => {
    const before = (await listed(t.pizzaria)).obj!;
    const refused = await t.pizzaria.legacy('POST', 'estabelecimentosimpressao/adicionar', { ...before, impressaoLayout: 4 });
    expect(refused.body).toEqual({ status: false, mensagem: 'Layout de impressão inválido.' });
    const badWidth = await t.pizzaria.legacy('POST', 'estabelecimentosimpressao/adicionar', { ...before, larguraMaximaPagina: '9,0' });
    expect(badWidth.body.status).toBe(false);
    expect((await listed(t.pizzaria)).obj).toEqual(before);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(t.url);
    const reply = await anonymous.legacy('GET', 'estabelecimentosimpressao/listar');
    expect(reply.status).toBe(401);
  });
});

describe('menu categories (cardapiocategorias/listar)', () => {
  it("lists the session store's categories in menu order", async () => {
    const reply = await t.pizzaria.legacy<{ status: boolean; categorias: MenuCategory[] }>('GET', 'cardapiocategorias/listar');
    expect(reply.body.status).toBe(true);
    expect(reply.body.categorias.map((c) => [c.id_cardapio_categoria, c.nome_categoria, c.status, c.ordem])).toEqual([
      [11, 'Pizzas', 'S', 0],
      [12, 'Bebidas', 'S', 1],
      [13, 'Sobremesas', 'S', 2],
    ]);
    const other = await t.sabor.legacy<{ categorias: MenuCategory[] }>('GET', 'cardapiocategorias/listar');
    expect(other.body.categorias.map((c) => c.nome_categoria)).toEqual(['Pratos Executivos', 'Marmitas', 'Bebidas']);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.url).legacy('GET', 'cardapiocategorias/listar')).status).toBe(401);
  });
});
