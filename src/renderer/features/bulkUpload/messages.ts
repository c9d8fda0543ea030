/**
 * The texts of Upload em massa (spec 02 §2.20, §5, §8). They go with the area's lazy screens, not
 * in the first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const BULK_UPLOAD_MESSAGES = {
  bulkUploadKeptRows: (rows: number) =>
    `${rows === 1 ? '1 linha ignorada' : `${rows} linhas ignoradas`}: o código de barras já está no cardápio (produto mantido como estava; para atualizar, marque "Atualizar os produtos que já estão no cardápio")`,
  bulkUploadProducts: (count: number) => (count === 1 ? '1 produto' : `${count} produtos`),
  bulkUploadTitle: 'Upload em massa',
  bulkUploadNotEnabled: 'O upload em massa não está habilitado para sua loja. Fale com o suporte da plataforma para habilitá-lo.',
  bulkUploadInstructionsTitle: 'Instruções para o arquivo CSV',
  /** every instruction of spec 02 §5, in its order */
  bulkUploadInstructions: [
    'As colunas do arquivo devem ser separadas por ponto e vírgula (;).',
    'O código de barras deve ter 13 dígitos.',
    'O preço deve ter no máximo duas casas decimais.',
    'O preço promocional é o valor final, já com o desconto, com no máximo duas casas decimais.',
    'O estoque deve ter apenas números.',
    'O código PDV deve ter apenas números e só deve ser enviado quando solicitado por um consultor.',
    'Produtos com preço zero ou estoque zero ficam indisponíveis.',
    'Um produto sem nome só é criado se o código de barras já estiver no catálogo da plataforma.',
    'Informações inválidas ou obrigatórias ausentes podem impedir a criação do produto.',
    'Os produtos podem ficar sem foto.',
  ],
} as const;
