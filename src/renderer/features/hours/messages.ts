/**
 * The texts of Horário de Funcionamento (spec 01 §2, §5, §8). They go with the area's lazy screens,
 * not in the first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const HOURS_MESSAGES = {
  hoursTitle: 'Horário de Funcionamento',
  hoursAutoOpen: 'Abrir Automaticamente',
  hoursAutoClose: 'Fechar Automaticamente',
  hoursSave: 'Salvar',
  hoursInvalidTime: (day: string) => `Horário inválido em ${day}: use HH:MM.`,
  hoursShift1Missing: (day: string) => `Informe a abertura e o fechamento do 1º turno em ${day}.`,
  hoursShift2Incomplete: (day: string) =>
    `Informe a abertura e o fechamento do 2º turno em ${day}, ou deixe os dois em branco.`,
  hoursSaved: 'Horário de funcionamento salvo com sucesso!',
  hoursSaveFailed: 'Não foi possível salvar o horário de funcionamento. Tente novamente.',
} as const;
