/**
 * Horário de Funcionamento and Formas de Pagamento (spec 01 §2, §7): the week and the payment
 * methods as the platform stores them, and their saves.
 */
import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeSchema, flexBoolean, flexText, optionalEnvelopeSchema } from '../schema';

/** The week as the platform spells its days, Sunday first (its position is the day's number). */
export const OPENING_DAY_KEYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
const openingDayKey = z.enum(OPENING_DAY_KEYS);

/** A time as HH:MM: a database may add seconds ('18:00:00'); null or missing is ''. */
const openingTime = z.pipe(
  flexText,
  z.transform((value) => /^(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim())?.[1] ?? value.trim()),
);

/** listarHorarios (spec 01 §7): days the panel does not know ('feriado') are dropped. */
export const listarHorariosSchema = z.object({
  status: flexBoolean,
  auto_abrir: flexBoolean,
  auto_fechar: flexBoolean,
  obj: z.pipe(
    z.array(
      z.object({
        abreviacao: z.pipe(
          z.string(),
          z.transform((key) => key.trim().toLowerCase()),
        ),
        checked: flexBoolean,
        abertura: openingTime,
        fechamento: openingTime,
        abertura2: openingTime,
        fechamento2: openingTime,
      }),
    ),
    z.transform((days) =>
      days.flatMap((day) => {
        const key = openingDayKey.safeParse(day.abreviacao);
        return key.success ? [{ ...day, abreviacao: key.data }] : [];
      }),
    ),
  ),
});
export type OpeningDay = z.output<typeof listarHorariosSchema>['obj'][number];

/** listarpagamentos (spec 01 §7): entries without chave or nome, and repeated chaves, are dropped. */
export const listarPagamentosSchema = z.object({
  status: flexBoolean,
  obj: z.pipe(
    z.array(z.object({ chave: flexText, nome: flexText, selected: flexBoolean })),
    z.transform((methods) => {
      const seen = new Set<string>();
      return methods
        .filter((m) => m.chave !== '' && m.nome !== '' && !seen.has(m.chave) && Boolean(seen.add(m.chave)))
        .map(({ chave, nome, selected }) => ({ chave, nome, selected }));
    }),
  ),
});
export type PaymentMethod = z.output<typeof listarPagamentosSchema>['obj'][number];

export const listarHorarios = legacy.get('software_app/listarHorarios', { answer: listarHorariosSchema });

/** horarios: the week as JSON text (renderer/features/hours/model.ts saveBody). */
export const alteraHorarios = legacy.post('software_app/alteraHorarios2', {
  body: z.object({ horarios: z.string(), auto_abrir: z.boolean(), auto_fechar: z.boolean() }),
  answer: envelopeSchema,
});

export const listarPagamentos = legacy.get('software_app/listarpagamentos/', { answer: listarPagamentosSchema });

/** The original screen never read this answer: only an explicit refusal counts. */
export const alteraPagamentos = legacy.post('software_app/alteraPagamentos', {
  body: z.object({ formas: z.array(z.string()) }),
  answer: optionalEnvelopeSchema,
});
