import { describe, expect, it } from 'vitest';
import type { OpeningDay, PaymentMethod } from '../shared/api';
import { useSandbox } from './test/harness';

type HoursReply = { status: boolean; auto_abrir: boolean; auto_fechar: boolean; obj: OpeningDay[] };

const t = useSandbox({ pizzaria: 'pizzaria' });

describe('opening hours', () => {
  it('lists the week from Sunday with both shifts', async () => {
    const reply = await t.pizzaria.legacy<HoursReply>('GET', 'software_app/listarHorarios');
    expect(reply.body).toMatchObject({ status: true, auto_abrir: true, auto_fechar: false });
    expect(reply.body.obj.map((d) => d.abreviacao)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
    expect(reply.body.obj[1]).toMatchObject({ abreviacao: 'seg', checked: false });
    expect(reply.body.obj[6]).toEqual({ abreviacao: 'sab', checked: true, abertura: '11:30', fechamento: '14:30', abertura2: '18:00', fechamento2: '00:30' });
  });

  it('saves the table and the switches', async () => {
    const week = (await t.pizzaria.legacy<HoursReply>('GET', 'software_app/listarHorarios')).body.obj;
    const monday = { ...week[1], checked: true, abertura: '17:00', fechamento: '22:00', abertura2: '', fechamento2: '' };
    const changed = week.map((d) => (d.abreviacao === 'seg' ? monday : d));
    const saved = await t.pizzaria.legacy('POST', 'software_app/alteraHorarios2', {
      horarios: JSON.stringify(changed),
      auto_abrir: false,
      auto_fechar: true,
    });
    expect(saved.body).toEqual({ status: true, mensagem: 'Horários de funcionamento salvos com sucesso!' });
    const after = (await t.pizzaria.legacy<HoursReply>('GET', 'software_app/listarHorarios')).body;
    expect(after).toMatchObject({ auto_abrir: false, auto_fechar: true });
    expect(after.obj[1]).toEqual(monday);
  });

  it('refuses invalid times with the day in the message, and a malformed table', async () => {
    const week = (await t.pizzaria.legacy<HoursReply>('GET', 'software_app/listarHorarios')).body.obj;
    const post = (obj: unknown) =>
      t.pizzaria.legacy('POST', 'software_app/alteraHorarios2', { horarios: JSON.stringify(obj), auto_abrir: '1', auto_fechar: '0' });
    const badTime = week.map((d) => (d.abreviacao === 'ter' ? { ...d, abertura: '25:00' } : d));
    expect((await post(badTime)).body).toEqual({ status: false, mensagem: 'Terça-feira: informe horários de abertura e fechamento válidos (HH:MM).' });
    const halfShift = week.map((d) => (d.abreviacao === 'dom' ? { ...d, abertura2: '11:00', fechamento2: '' } : d));
    expect((await post(halfShift)).body.status).toBe(false);
    expect((await post(week.slice(0, 6))).body).toEqual({ status: false, mensagem: 'Horários inválidos: envie os 7 dias da semana.' });
    const invalidJson = await t.pizzaria.legacy('POST', 'software_app/alteraHorarios2', { horarios: '{oops', auto_abrir: true, auto_fechar: true });
    expect(invalidJson.body.status).toBe(false);
    // an unchecked day may keep blank times
    const closedDay = week.map((d) => (d.abreviacao === 'qua' ? { ...d, checked: false, abertura: '', fechamento: '' } : d));
    expect((await post(closedDay)).body.status).toBe(true);
  });
});

describe('payment methods', () => {
  it('lists all methods with the store selection and saves a new selection sent as formas[]', async () => {
    const listed = await t.pizzaria.legacy<{ status: boolean; obj: PaymentMethod[] }>('GET', 'software_app/listarpagamentos/');
    expect(listed.body.status).toBe(true);
    expect(listed.body.obj.find((m) => m.chave === 'pix')).toEqual({ chave: 'pix', nome: 'Pix', selected: true });
    expect(listed.body.obj.find((m) => m.chave === 'credito_amex')?.selected).toBe(false);
    const saved = await t.pizzaria.legacy('POST', 'software_app/alteraPagamentos', { formas: ['dinheiro', 'credito_amex'] });
    expect(saved.body).toEqual({ status: true, mensagem: 'Formas de pagamento alteradas com sucesso!' });
    const after = await t.pizzaria.legacy<{ obj: PaymentMethod[] }>('GET', 'software_app/listarpagamentos');
    expect(after.body.obj.filter((m) => m.selected).map((m) => m.chave)).toEqual(['dinheiro', 'credito_amex']);
  });

  it('accepts indexed and JSON forms of the list; refuses unknown or empty', async () => {
    const indexed = await t.pizzaria.raw<{ status: boolean }>('POST', '/api/software_app/alteraPagamentos', {
      body: 'formas[0]=pix&formas[1]=dinheiro',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${t.pizzaria.hash}` },
    });
    expect(indexed.body.status).toBe(true);
    expect((await t.pizzaria.json('POST', 'software_app/alteraPagamentos', { formas: ['pix'] }, '/api/')).body.status).toBe(true);
    expect((await t.pizzaria.legacy('POST', 'software_app/alteraPagamentos', { formas: ['bitcoin'] })).body).toEqual({
      status: false,
      mensagem: 'Forma de pagamento desconhecida: bitcoin.',
    });
    expect((await t.pizzaria.legacy('POST', 'software_app/alteraPagamentos', { formas: '' })).body).toEqual({
      status: false,
      mensagem: 'Selecione ao menos uma forma de pagamento.',
    });
  });
});
