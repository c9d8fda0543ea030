import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { CoverageArea, DeliveryCity, DeliveryNeighbourhood, Order } from '../shared/api';
import { SandboxDb } from './db';
import { MIGRATIONS } from './schema';
import { DELIVERY_AREAS_SEED } from './seed/deliveryAreas';
import { useSandbox } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

const cities = async (client = t.pizzaria): Promise<DeliveryCity[]> =>
  (await client.legacy<{ status: boolean; bairros: DeliveryCity[] }>('GET', 'estabelecimentobairros/listar')).body.bairros;

const neighbourhood = async (city: string, name: string): Promise<DeliveryNeighbourhood> => {
  const found = (await cities()).find((c) => c.cidade.nome_cidade === city)?.bairros.find((b) => b.nome_bairro === name);
  if (!found) throw new Error(`${name} (${city})`);
  return found;
};

const bulk = (path: string, body: Record<string, unknown>) => t.pizzaria.legacy<{ status: boolean; mensagem: string; alterados?: number }>('POST', `estabelecimentobairros/mudaStsLote/${path}`, body);

describe('the neighbourhoods of a store', () => {
  it('lists one entry per city of the store with every neighbourhood, served or not, by name', async () => {
    const list = await cities();
    expect(list.map((c) => [c.cidade.nome_cidade, c.bairros.length])).toEqual([
      ['Osasco', DELIVERY_AREAS_SEED.smallCity.neighbourhoods],
      ['São Paulo', DELIVERY_AREAS_SEED.bigCity.neighbourhoods],
    ]);
    const saoPaulo = list[1]!.bairros;
    expect(saoPaulo.map((b) => b.nome_bairro)).toEqual([...saoPaulo.map((b) => b.nome_bairro)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(saoPaulo.filter((b) => b.atendido !== null)).toHaveLength(10);
    expect(await neighbourhood('São Paulo', 'Moema')).toMatchObject({
      atendido: { inativo: 'N', valor_minimo: 20, valor_taxa: 9.9, valor_taxa_old: 0, valor_frete_gratis: 150 },
    });
    expect((await neighbourhood('São Paulo', 'Aclimação')).atendido).toBeNull();
    expect((await neighbourhood('Osasco', 'Centro')).atendido).toMatchObject({ valor_taxa: 12, valor_minimo: 30, valor_frete_gratis: 0 });
  });

  it("shows each store only its own cities and services", async () => {
    const list = await cities(t.sabor);
    expect(list.map((c) => c.cidade.nome_cidade)).toEqual(['Osasco', 'São Paulo']);
    const served = list.flatMap((c) => c.bairros.filter((b) => b.atendido).map((b) => `${b.nome_bairro} (${c.cidade.nome_cidade})`));
    expect(served).toEqual(['Centro (Osasco)', 'Pinheiros (São Paulo)']);
    const other = await neighbourhood('São Paulo', 'Moema');
    expect((await t.sabor.legacy('POST', `estabelecimentobairros/editar/${other.atendido!.id_estabelecimento_bairro}`, {
      inativo: 'S', valor_minimo: 0, valor_taxa: 0, valor_taxa_old: 0, valor_frete_gratis: 0,
    })).body).toEqual({ status: false, mensagem: 'Bairro não encontrado.' });
  });
});

describe('enabling and editing one neighbourhood', () => {
  it('habilitarBairro serves a neighbourhood with no fees, and enables a disabled one keeping its fees', async () => {
    const aclimacao = await neighbourhood('São Paulo', 'Aclimação');
    const enabled = await t.pizzaria.legacy<{ status: boolean; atendido: unknown }>('POST', `estabelecimentobairros/habilitarBairro/${aclimacao.id_bairro}`);
    expect(enabled.body).toMatchObject({ status: true, atendido: { inativo: 'N', valor_taxa: 0, valor_minimo: 0 } });
    expect((await neighbourhood('São Paulo', 'Aclimação')).atendido).toMatchObject({ inativo: 'N' });

    const moema = (await neighbourhood('São Paulo', 'Moema')).atendido!;
    await t.pizzaria.legacy('POST', `estabelecimentobairros/editar/${moema.id_estabelecimento_bairro}`, { ...moema, inativo: 'S' });
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ inativo: 'S', valor_taxa: 9.9 });
    const again = await neighbourhood('São Paulo', 'Moema');
    await t.pizzaria.legacy('POST', `estabelecimentobairros/habilitarBairro/${again.id_bairro}`);
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ inativo: 'N', valor_taxa: 9.9, valor_frete_gratis: 150 });
  });

  it('refuses a neighbourhood outside the store\'s cities', async () => {
    const sabor = await cities(t.sabor);
    const pinheiros = sabor.find((c) => c.cidade.nome_cidade === 'São Paulo')!.bairros.find((b) => b.nome_bairro === 'Pinheiros')!;
    expect(pinheiros).toBeDefined();
    const unknown = await t.pizzaria.legacy('POST', 'estabelecimentobairros/habilitarBairro/999999');
    expect(unknown.body).toEqual({ status: false, mensagem: 'Bairro não encontrado nas cidades atendidas pela loja.' });
  });

  it('editar saves the fees in reais and refuses three decimals, negative values and more than 999.99', async () => {
    const bela = (await neighbourhood('São Paulo', 'Bela Vista')).atendido!;
    const path = `estabelecimentobairros/editar/${bela.id_estabelecimento_bairro}`;
    const saved = await t.pizzaria.legacy('POST', path, { inativo: 'N', valor_minimo: '25.50', valor_taxa: '7.25', valor_taxa_old: 0, valor_frete_gratis: '120' });
    expect(saved.body).toMatchObject({ status: true, mensagem: 'Bela Vista salvo com sucesso!', atendido: { valor_minimo: 25.5, valor_taxa: 7.25, valor_frete_gratis: 120 } });
    const refusals = [
      [{ valor_taxa: '7.255' }, 'Taxa de Entrega: use no máximo duas casas decimais.'],
      [{ valor_minimo: '-1' }, 'Compra Mínima: informe um valor a partir de zero.'],
      [{ valor_frete_gratis: '1000' }, 'Entrega Grátis Em: o valor máximo é R$\u00a0999,99.'],
      [{ inativo: 'X' }, "Situação inválida: use inativo 'S' ou 'N'."],
    ] as const;
    for (const [change, mensagem] of refusals) {
      const reply = await t.pizzaria.legacy('POST', path, { inativo: 'N', valor_minimo: 0, valor_taxa: 1, valor_taxa_old: 0, valor_frete_gratis: 0, ...change });
      expect(reply.body).toEqual({ status: false, mensagem });
    }
    expect((await neighbourhood('São Paulo', 'Bela Vista')).atendido).toMatchObject({ valor_taxa: 7.25 });
  });
});

describe('mudaStsLote', () => {
  const ids = async (...names: string[]) => {
    const list = (await cities()).find((c) => c.cidade.nome_cidade === 'São Paulo')!.bairros;
    return Object.fromEntries(names.map((n) => [String(list.find((b) => b.nome_bairro === n)!.id_bairro), true]));
  };

  it('S/E serves and enables the selected rows, N/E disables them', async () => {
    const sel = await ids('Aclimação', 'Moema');
    expect((await bulk('S/E', { sel })).body).toEqual({ status: true, mensagem: '2 bairros alterados com sucesso!', alterados: 2 });
    expect((await neighbourhood('São Paulo', 'Aclimação')).atendido).toMatchObject({ inativo: 'N', valor_taxa: 0 });
    expect((await bulk('N/E', { sel })).body).toMatchObject({ status: true, alterados: 2 });
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ inativo: 'S', valor_taxa: 9.9 });
  });

  it('S/F makes delivery free remembering the fee, N/F brings the fee back; rows not served are left alone', async () => {
    const sel = await ids('Moema', 'Saúde', 'Aclimação');
    expect((await bulk('S/F', { sel })).body).toMatchObject({ status: true, alterados: 2 });
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ valor_taxa: 0, valor_taxa_old: 9.9 });
    expect((await neighbourhood('São Paulo', 'Aclimação')).atendido).toBeNull();
    // switching it on again keeps the remembered fee
    await bulk('S/F', { sel });
    expect((await neighbourhood('São Paulo', 'Saúde')).atendido).toMatchObject({ valor_taxa: 0, valor_taxa_old: 10 });
    await bulk('N/F', { sel });
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ valor_taxa: 9.9 });
    expect((await neighbourhood('São Paulo', 'Saúde')).atendido).toMatchObject({ valor_taxa: 10 });
  });

  it('S without a switch applies the values sent, serving the rows not served yet', async () => {
    const sel = await ids('Bela Vista', 'Consolação', 'Aclimação');
    const reply = await t.pizzaria.legacy('POST', 'estabelecimentobairros/mudaStsLote/S/', { sel, valor_taxa: '8.5', valor_minimo: 30 });
    expect(reply.body).toMatchObject({ status: true, alterados: 3 });
    for (const name of ['Bela Vista', 'Consolação', 'Aclimação']) {
      expect((await neighbourhood('São Paulo', name)).atendido).toMatchObject({ valor_taxa: 8.5, valor_minimo: 30 });
    }
    // a value not sent stays as it was
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ valor_frete_gratis: 150 });
    await t.pizzaria.legacy('POST', 'estabelecimentobairros/mudaStsLote/S', { sel: await ids('Moema'), valor_frete_gratis: 0 });
    expect((await neighbourhood('São Paulo', 'Moema')).atendido).toMatchObject({ valor_frete_gratis: 0, valor_taxa: 9.9 });
  });

  it('refuses an empty selection, values to apply missing, a bad switch and a foreign neighbourhood', async () => {
    expect((await bulk('S/E', { sel: {} })).body).toEqual({ status: false, mensagem: 'Selecione ao menos um bairro.' });
    expect((await bulk('S/E', { sel: { 1: false } })).body).toEqual({ status: false, mensagem: 'Selecione ao menos um bairro.' });
    expect((await bulk('S', { sel: await ids('Moema') })).body).toEqual({ status: false, mensagem: 'Informe ao menos um valor para aplicar.' });
    expect((await bulk('X/E', { sel: await ids('Moema') })).body).toEqual({ status: false, mensagem: 'Situação inválida: use S ou N.' });
    expect((await bulk('S/Z', { sel: await ids('Moema') })).body).toEqual({ status: false, mensagem: 'Alteração em lote inválida: use E, F ou nada.' });
    expect((await bulk('S/E', { sel: { 999999: true } })).body).toEqual({ status: false, mensagem: 'Há bairros selecionados fora das cidades atendidas pela loja.' });
    expect((await bulk('S', { sel: await ids('Moema'), valor_taxa: '1.234' })).body).toEqual({ status: false, mensagem: 'Taxa de Entrega: use no máximo duas casas decimais.' });
  });
});

describe('what follows the neighbourhoods', () => {
  const areas = async () => (await t.pizzaria.json<{ coverageAreas: CoverageArea[] }>('GET', 'v2/delivery/coverageAreas')).body.coverageAreas;
  const area = async (id: number) => (await areas()).find((a) => a.coverageAreaID === id);

  it("the couriers' coverage areas: an area is offered while one of its neighbourhoods is served and active", async () => {
    expect(await area(9003)).toMatchObject({ enabled: true, coverageArea: { name: 'Vila Mariana' } });
    const vilaMariana = (await neighbourhood('São Paulo', 'Vila Mariana')).atendido!;
    await t.pizzaria.legacy('POST', `estabelecimentobairros/editar/${vilaMariana.id_estabelecimento_bairro}`, { ...vilaMariana, inativo: 'S' });
    expect(await area(9003)).toMatchObject({ enabled: false });
    const osasco = await neighbourhood('Osasco', 'Centro');
    await bulk('N/E', { sel: { [osasco.id_bairro]: true } });
    expect(await area(9002)).toMatchObject({ enabled: false });
    await t.pizzaria.legacy('POST', `estabelecimentobairros/habilitarBairro/${osasco.id_bairro}`);
    expect(await area(9002)).toMatchObject({ enabled: true });
    // the provider's own flag still counts, and an area no neighbourhood belongs to keeps it
    expect(await area(9005)).toMatchObject({ enabled: false });
    expect((await areas()).find((a) => a.coverageAreaID === null)).toMatchObject({ enabled: true });
  });

  it('new orders come only from served, active neighbourhoods, with their fee', async () => {
    const served = (await cities()).flatMap((c) => c.bairros.filter((b) => b.atendido?.inativo === 'N'));
    const keep = served.find((b) => b.nome_bairro === 'Liberdade')!;
    const others = Object.fromEntries(served.filter((b) => b !== keep).map((b) => [String(b.id_bairro), true]));
    await bulk('N/E', { sel: others });
    await t.pizzaria.legacy('POST', `estabelecimentobairros/editar/${keep.atendido!.id_estabelecimento_bairro}`, { ...keep.atendido, valor_taxa: 4.75 });
    for (let i = 0; i < 5; i++) {
      const order = (await t.client.control<Order>('POST', 'orders', { storeId: 101, retirada_local: false })).body;
      expect(order.pedidoObj.endereco_id_bairro).toBe(keep.atendido!.id_estabelecimento_bairro);
    }
  });
});

describe('the migration of an older data file', () => {
  it('links the neighbourhoods a store served by name to the new catalogue', async () => {
    const SQL = await initSqlJs();
    const old = new SQL.Database();
    old.exec(MIGRATIONS[0]!);
    old.exec(`INSERT INTO stores (id, company, nome, razao_social, cnpj) VALUES (7, 'aiboo', 'Loja', 'Loja Ltda', '1');
      INSERT INTO store_neighbourhoods (store_id, nome, cidade, taxa_entrega_cents, external_area_id) VALUES (7, 'Centro', 'Campinas', 450, 9001);
      INSERT INTO store_neighbourhoods (store_id, nome, cidade, taxa_entrega_cents) VALUES (7, 'Cambuí', 'Campinas', 600);
      PRAGMA user_version = 1;`);
    const dir = mkdtempSync(join(tmpdir(), 'bairros-'));
    try {
      writeFileSync(join(dir, 'dados.sqlite'), old.export());
      const { db } = await SandboxDb.open({ dataFile: join(dir, 'dados.sqlite') });
      const rows = db.all<{ nome: string; cidade: string; taxa: number }>(
        `SELECT b.nome, c.nome AS cidade, s.taxa_entrega_cents AS taxa FROM store_neighbourhoods s
           JOIN neighbourhoods b ON b.id = s.neighbourhood_id JOIN cities c ON c.id = b.city_id ORDER BY b.nome`,
      );
      expect(rows).toEqual([
        { nome: 'Cambuí', cidade: 'Campinas', taxa: 600 },
        { nome: 'Centro', cidade: 'Campinas', taxa: 450 },
      ]);
      expect(db.value('SELECT COUNT(*) FROM store_cities WHERE store_id = 7')).toBe(1);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
