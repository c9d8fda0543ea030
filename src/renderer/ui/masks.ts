import type { FactoryOpts } from 'imask';

/**
 * The typed-in formats of the panel (spec 01 §2, spec 02 §5), as IMask options for
 * MaskedTextField. In IMask patterns '0' is a digit and '#' (defined here) a digit or an upper-case
 * letter; everything else is a literal that appears as the person types past it. Money is not a
 * mask: it is typed freely in MoneyTextField and checked by the shared rule (src/shared/money.ts).
 */
export type MaskKind = 'cpf' | 'cnpj' | 'cpfCnpj' | 'phone' | 'mobile' | 'cep' | 'date' | 'time';

export interface MaskDefinition {
  options: FactoryOpts;
  /** the on-screen keyboard a touch device shows */
  inputMode: 'numeric' | 'decimal' | 'tel' | 'text';
}

const upperCase = (ch: string): string => ch.toUpperCase();

const CPF = { mask: '000.000.000-00' };

/** Numeric or alphanumeric (Receita Federal, 2026): 12 digits or letters, then 2 check digits. */
const CNPJ = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Z]/ },
  prepareChar: upperCase,
};

const LANDLINE = { mask: '(00)0000-0000' };
const MOBILE = { mask: '(00)00000-0000' };

/*
 * The dynamic masks (cpfCnpj, phone) rely on IMask's default dispatch: the mask that takes
 * more of what was typed wins, a tie goes to the first. So cpfCnpj is a CPF up to 11 digits and a
 * CNPJ from the 12th character or from any letter; phone is a landline up to 10 digits and a
 * mobile from the 11th.
 */
export const MASKS: Record<MaskKind, MaskDefinition> = {
  cpf: { options: CPF, inputMode: 'numeric' },
  cnpj: { options: CNPJ, inputMode: 'text' },
  cpfCnpj: { options: { mask: [CPF, CNPJ], prepareChar: upperCase }, inputMode: 'text' },
  phone: { options: { mask: [LANDLINE, MOBILE] }, inputMode: 'tel' },
  mobile: { options: MOBILE, inputMode: 'tel' },
  cep: { options: { mask: '00000-000' }, inputMode: 'numeric' },
  date: { options: { mask: '00/00/0000' }, inputMode: 'numeric' },
  time: { options: { mask: '00:00' }, inputMode: 'numeric' },
};
