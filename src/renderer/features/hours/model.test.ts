import { describe, expect, it } from 'vitest';
import { listarHorariosSchema, type OpeningDay } from '../../../shared/api';
import {
  dayTimeError,
  invalidTimeFields,
  openingHoursFrom,
  openingHoursSchema,
  saveBody,
  WEEK,
  type OpeningHours,
} from './model';

const day = (over: Partial<OpeningDay> = {}): OpeningDay => ({
  abreviacao: 'seg',
  checked: true,
  abertura: '18:00',
  fechamento: '23:00',
  abertura2: '',
  fechamento2: '',
  ...over,
});

const week = (over: Partial<OpeningDay> = {}): OpeningHours => ({
  auto_abrir: false,
  auto_fechar: true,
  dias: WEEK.map(({ key }) => day({ abreviacao: key, ...(key === 'seg' ? over : {}) })),
});

describe('dayTimeError', () => {
  it('accepts an open day with one shift, or two complete shifts', () => {
    expect(dayTimeError(day())).toBeNull();
    expect(dayTimeError(day({ abertura: '11:00', fechamento: '14:30', abertura2: '18:00', fechamento2: '02:00' }))).toBeNull();
  });

  it('names the day when a time is not a real HH:MM', () => {
    expect(dayTimeError(day({ abertura: '25:00' }))).toBe('Horário inválido em Segunda-feira: use HH:MM.');
    expect(dayTimeError(day({ fechamento: '23:60' }))).toBe('Horário inválido em Segunda-feira: use HH:MM.');
    expect(dayTimeError(day({ abreviacao: 'sab', abertura2: '12:3', fechamento2: '15:00' }))).toBe(
      'Horário inválido em Sábado: use HH:MM.',
    );
  });

  it('asks for the first shift of an open day', () => {
    expect(dayTimeError(day({ abertura: '' }))).toBe('Informe a abertura e o fechamento do 1º turno em Segunda-feira.');
  });

  it('asks for both ends of the second shift', () => {
    expect(dayTimeError(day({ abertura2: '18:00' }))).toMatch(/2º turno em Segunda-feira/);
  });

  it('does not check a closed day (its times are disabled)', () => {
    expect(dayTimeError(day({ checked: false, abertura: '99:99', fechamento: '' }))).toBeNull();
  });
});

describe('invalidTimeFields', () => {
  it('marks the wrong and the missing fields', () => {
    expect(invalidTimeFields(day({ abertura: '24:00' }))).toEqual(['abertura']);
    expect(invalidTimeFields(day({ fechamento: '' }))).toEqual(['fechamento']);
    expect(invalidTimeFields(day({ fechamento2: '22:00' }))).toEqual(['abertura2']);
    expect(invalidTimeFields(day({ checked: false, abertura: '99' }))).toEqual([]);
  });
});

describe('openingHoursSchema', () => {
  it('puts the message of each wrong day at its index', async () => {
    await expect(openingHoursSchema.validate(week())).resolves.toBeTruthy();
    const error = await openingHoursSchema.validate(week({ abertura: '24:10' }), { abortEarly: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      inner: [{ path: 'dias[1]', message: 'Horário inválido em Segunda-feira: use HH:MM.' }],
    });
  });
});

describe('openingHoursFrom', () => {
  it('orders the week Domingo to Sábado and fills a missing day as closed', () => {
    const hours = openingHoursFrom(
      listarHorariosSchema.parse({
        status: true,
        auto_abrir: true,
        auto_fechar: '0',
        obj: [
          { abreviacao: 'seg', checked: true, abertura: '18:00:00', fechamento: '23:30', abertura2: null, fechamento2: '' },
          { abreviacao: 'dom', checked: '1', abertura: '11:00', fechamento: '15:00', abertura2: '', fechamento2: '' },
          { abreviacao: 'feriado', checked: '1', abertura: '11:00', fechamento: '15:00', abertura2: '', fechamento2: '' },
        ],
      }),
    );
    expect(hours.auto_abrir).toBe(true);
    expect(hours.auto_fechar).toBe(false);
    expect(hours.dias.map((d) => d.abreviacao)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
    expect(hours.dias[0]).toMatchObject({ checked: true, abertura: '11:00' });
    expect(hours.dias[1]).toMatchObject({ checked: true, abertura: '18:00', abertura2: '' });
    expect(hours.dias[2]).toEqual({
      abreviacao: 'ter',
      checked: false,
      abertura: '',
      fechamento: '',
      abertura2: '',
      fechamento2: '',
    });
  });

  it('an answer without the day list is malformed (the schema refuses it)', () => {
    expect(listarHorariosSchema.safeParse({ status: true }).success).toBe(false);
    expect(listarHorariosSchema.safeParse(null).success).toBe(false);
  });
});

describe('saveBody', () => {
  it('sends the seven days as JSON text with the two switches', () => {
    const body = saveBody(week());
    expect(body.auto_abrir).toBe(false);
    expect(body.auto_fechar).toBe(true);
    const dias = JSON.parse(body.horarios) as OpeningDay[];
    expect(dias).toHaveLength(7);
    expect(dias[1]).toEqual(day());
  });

  it('keeps the valid times of a closed day and empties half-typed ones', () => {
    const dias = JSON.parse(saveBody(week({ checked: false, abertura: '18:00', fechamento: '23:' })).horarios) as OpeningDay[];
    expect(dias[1]).toMatchObject({ checked: false, abertura: '18:00', fechamento: '' });
  });
});

describe('dayTimeError with what Formik hands the schema', () => {
  it('reads an undefined time as empty', () => {
    const fromFormik = { ...day(), abertura2: undefined, fechamento2: undefined } as unknown as OpeningDay;
    expect(dayTimeError(fromFormik)).toBeNull();
    expect(dayTimeError({ ...fromFormik, fechamento: undefined } as unknown as OpeningDay)).toMatch(/1º turno/);
  });
});
