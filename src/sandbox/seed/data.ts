/** Fixed demo data: addresses with coordinates, customers, couriers, texts (the menus are in seedMenuData.ts). */

export interface PlaceSeed {
  id: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  lat: number;
  lng: number;
}

/** Real streets of São Paulo and Osasco with approximate coordinates (maps autocomplete, customers). */
/**
 * The platform's configuration of each brand (white-label company, the session's company): the
 * support number its stores call, sent with the login as telefone_suporte. Demonstration numbers.
 */
export const BRANDS: Readonly<Record<string, { telefone_suporte?: string }>> = {
  aiboo: { telefone_suporte: '(11) 3090-4455' },
  pedeai: { telefone_suporte: '(31) 3516-7788' },
};

export const PLACES: PlaceSeed[] = [
  { id: 'place-01', logradouro: 'Rua Augusta', numero: '1500', bairro: 'Consolação', cidade: 'São Paulo', uf: 'SP', cep: '01304-001', lat: -23.5558, lng: -46.6622 },
  { id: 'place-02', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', cep: '01310-100', lat: -23.5649, lng: -46.6527 },
  { id: 'place-03', logradouro: 'Rua Domingos de Morais', numero: '2564', bairro: 'Vila Mariana', cidade: 'São Paulo', uf: 'SP', cep: '04036-100', lat: -23.5934, lng: -46.6376 },
  { id: 'place-04', logradouro: 'Alameda dos Maracatins', numero: '780', bairro: 'Moema', cidade: 'São Paulo', uf: 'SP', cep: '04089-001', lat: -23.6046, lng: -46.6643 },
  { id: 'place-05', logradouro: 'Rua dos Pinheiros', numero: '1200', bairro: 'Pinheiros', cidade: 'São Paulo', uf: 'SP', cep: '05422-001', lat: -23.5662, lng: -46.6894 },
  { id: 'place-06', logradouro: 'Rua da Glória', numero: '300', bairro: 'Liberdade', cidade: 'São Paulo', uf: 'SP', cep: '01510-000', lat: -23.5583, lng: -46.6345 },
  { id: 'place-07', logradouro: 'Rua Treze de Maio', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', cep: '01327-000', lat: -23.5628, lng: -46.6468 },
  { id: 'place-08', logradouro: 'Rua Conselheiro Brotero', numero: '900', bairro: 'Santa Cecília', cidade: 'São Paulo', uf: 'SP', cep: '01232-010', lat: -23.5382, lng: -46.6581 },
  { id: 'place-09', logradouro: 'Rua Oscar Freire', numero: '800', bairro: 'Jardim Paulista', cidade: 'São Paulo', uf: 'SP', cep: '01426-001', lat: -23.5637, lng: -46.67 },
  { id: 'place-10', logradouro: 'Rua Vergueiro', numero: '3000', bairro: 'Vila Mariana', cidade: 'São Paulo', uf: 'SP', cep: '04102-001', lat: -23.586, lng: -46.639 },
  { id: 'place-11', logradouro: 'Avenida Ibirapuera', numero: '2000', bairro: 'Moema', cidade: 'São Paulo', uf: 'SP', cep: '04028-001', lat: -23.601, lng: -46.662 },
  { id: 'place-12', logradouro: 'Rua Cardeal Arcoverde', numero: '1500', bairro: 'Pinheiros', cidade: 'São Paulo', uf: 'SP', cep: '05407-002', lat: -23.5595, lng: -46.683 },
  { id: 'place-13', logradouro: 'Rua São Joaquim', numero: '400', bairro: 'Liberdade', cidade: 'São Paulo', uf: 'SP', cep: '01508-001', lat: -23.561, lng: -46.637 },
  { id: 'place-14', logradouro: 'Avenida dos Autonomistas', numero: '1400', bairro: 'Centro', cidade: 'Osasco', uf: 'SP', cep: '06020-010', lat: -23.5329, lng: -46.776 },
  { id: 'place-15', logradouro: 'Rua Antônio Agú', numero: '500', bairro: 'Centro', cidade: 'Osasco', uf: 'SP', cep: '06013-000', lat: -23.532, lng: -46.7915 },
  { id: 'place-16', logradouro: 'Rua Frei Caneca', numero: '800', bairro: 'Consolação', cidade: 'São Paulo', uf: 'SP', cep: '01307-000', lat: -23.5534, lng: -46.6563 },
  { id: 'place-17', logradouro: 'Rua Tutóia', numero: '600', bairro: 'Vila Mariana', cidade: 'São Paulo', uf: 'SP', cep: '04007-002', lat: -23.578, lng: -46.65 },
  { id: 'place-18', logradouro: 'Praça da Sé', numero: '100', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP', cep: '01001-000', lat: -23.5503, lng: -46.634 },
  { id: 'place-19', logradouro: 'Rua Bela Cintra', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', uf: 'SP', cep: '01415-000', lat: -23.559, lng: -46.663 },
  { id: 'place-20', logradouro: 'Avenida Jabaquara', numero: '1500', bairro: 'Saúde', cidade: 'São Paulo', uf: 'SP', cep: '04046-200', lat: -23.617, lng: -46.64 },
];

export const placeDescription = (p: PlaceSeed): string => `${p.logradouro}, ${p.numero} - ${p.bairro}, ${p.cidade} - ${p.uf}`;

export const CUSTOMER_NAMES = [
  'João da Silva',
  'Maria da Conceição Souza',
  'Antônio Gonçalves',
  'Luíza Araújo',
  'José Ribeiro Júnior',
  'Fernanda Lúcia Brandão',
  'Sebastião Magalhães',
  'Cláudia Simões',
  'Vinícius Conceição',
  'Letícia Patrício',
  'André Luís Pereira',
  'Bárbara Estêvão',
  'Caio Tavares',
  'Débora Assunção',
  'Íris Nogueira',
  'Otávio Guimarães',
  'Renée Câmara',
  'Tânia Sampaio',
  'Ângela Figueirôa',
  'Márcio Laudelino',
];

export const ORDER_NOTES = [
  'Sem cebola, por favor.',
  'Interfone quebrado: ligar quando chegar.',
  'Caprichar no orégano!',
  'Deixar na portaria com o Seu Zé.',
  'Trazer a maquininha de cartão.',
  'Apartamento 42, bloco B.',
  'Não tocar a campainha: bebê dormindo.',
  'Mandar guardanapos e sachês de ketchup.',
  'Pedido para o aniversário da vovó Conceição, capricha!',
];

export const ITEM_NOTES = ['Bem passada', 'Pouco sal', 'Sem azeitona', 'Cortar em 12 pedaços', 'Molho à parte', 'Sem gelo'];

export const COMPLEMENTS = ['Apto. 31', 'Casa 2', 'Bloco C, apto. 104', 'Fundos', 'Sala 1203', ''];

export const REFERENCES = ['Próximo à padaria São João', 'Em frente à farmácia', 'Portão azul', 'Ao lado do mercadinho do Seu Antônio', ''];

export interface CourierSeed {
  name: string;
  model: string;
  plate: string;
}

export const COURIERS: CourierSeed[] = [
  { name: 'Carlos Eduardo Magalhães', model: 'Honda CG 160 Fan', plate: 'FQX3B21' },
  { name: 'Rogério Simões', model: 'Yamaha Factor 150', plate: 'EZB4C87' },
  { name: 'Luana Conceição', model: 'Honda Biz 125', plate: 'GHT2E19' },
  { name: 'Ítalo Brandão', model: 'Honda Pop 110i', plate: 'DKR7A03' },
];

export const PAYMENT_METHODS: ReadonlyArray<{ chave: string; nome: string }> = [
  { chave: 'dinheiro', nome: 'Dinheiro' },
  { chave: 'pix', nome: 'Pix' },
  { chave: 'credito_visa', nome: 'Cartão de Crédito - Visa' },
  { chave: 'credito_master', nome: 'Cartão de Crédito - Mastercard' },
  { chave: 'credito_elo', nome: 'Cartão de Crédito - Elo' },
  { chave: 'credito_amex', nome: 'Cartão de Crédito - American Express' },
  { chave: 'credito_hiper', nome: 'Cartão de Crédito - Hipercard' },
  { chave: 'debito_visa', nome: 'Cartão de Débito - Visa Electron' },
  { chave: 'debito_master', nome: 'Cartão de Débito - Maestro' },
  { chave: 'debito_elo', nome: 'Cartão de Débito - Elo' },
  { chave: 'vr_sodexo', nome: 'Vale-Refeição - Sodexo' },
  { chave: 'vr_alelo', nome: 'Vale-Refeição - Alelo' },
  { chave: 'vr_ticket', nome: 'Vale-Refeição - Ticket' },
  { chave: 'va_vr', nome: 'Vale-Alimentação - VR' },
];

/** Online payment forms (paid in the app; nothing to charge at the door). */
export const ONLINE_PAYMENT_FORMS = ['Pagamento online - Cartão de crédito', 'Pagamento online - Pix'];
