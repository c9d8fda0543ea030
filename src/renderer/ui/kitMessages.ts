/**
 * The back-office UI kit's own texts (tables, charts, date filters, delete confirmation, image
 * upload, text counters, drag reordering, CSV export). Only lazy screens use them, so they stay out
 * of the first download; the texts the first screen needs are in ui/messages.ts.
 */
export const KIT_MESSAGES = {
  tableEmpty: 'Nenhum registro encontrado.',
  chartEmpty: 'Nenhum dado para exibir neste período.',
  deleteConfirmTitle: 'Você tem certeza?',
  deleteConfirmBody: 'Não será possível reverter!',
  deleteConfirmItem: (name: string) => `Você vai excluir: ${name}.`,
  deleteConfirmYes: 'Sim deletar.',
  deleteConfirmCancel: 'Cancelar',
  dateStartRequired: 'Informe a data inicial (dd/mm/aaaa).',
  dateEndRequired: 'Informe a data final (dd/mm/aaaa).',
  dateEndBeforeStart: 'A data final não pode ser anterior à data inicial.',
  dateStartBeforeMin: (date: string) => `A data inicial não pode ser anterior a ${date}.`,
  dateStartAfterMax: (date: string) => `A data inicial não pode ser posterior a ${date}.`,
  dateEndBeforeMin: (date: string) => `A data final não pode ser anterior a ${date}.`,
  dateEndAfterMax: (date: string) => `A data final não pode ser posterior a ${date}.`,
  imageWrongType: (types: string) => `Formato de imagem não aceito. Envie um arquivo ${types}.`,
  imageTooLarge: (size: string, max: string) => `A imagem tem ${size} MB. O tamanho máximo é ${max} MB.`,
  textTooShort: (min: number) => `Mínimo de ${min} caracteres.`,
  dragHandle: (name: string) => `Arrastar para reordenar ${name}`,
  dragInstructions:
    'Pressione espaço para levantar o item. Use as setas para movê-lo, espaço para soltá-lo no novo lugar ou Esc para cancelar.',
  dragLifted: (position: number, total: number) => `Item levantado, na posição ${position} de ${total}.`,
  dragMoved: (position: number, total: number) => `Item na posição ${position} de ${total}.`,
  dragDropped: (from: number, to: number) => `Item solto: passou da posição ${from} para a posição ${to}.`,
  dragCancelled: (position: number) => `Movimento cancelado. O item continua na posição ${position}.`,
  csvExport: 'Exportar CSV',
  csvExportFailed: 'Não foi possível gerar a planilha. Tente novamente.',
} as const;
