/** Fixed demo data: menus, addresses with coordinates, customers, couriers, texts. */

export interface OptionChoice {
  nome: string;
  preco_cents: number;
}

/** min 1 / max 1: one line 'Titulo: Escolha'; max > 1: one line per choice '1x Escolha'. */
export interface OptionGroup {
  titulo: string;
  min: number;
  max: number;
  escolhas: OptionChoice[];
}

export interface MenuProductSeed {
  id: number;
  nome: string;
  descricao: string;
  preco_cents: number;
  opcoes?: OptionGroup[];
}

export interface MenuCategorySeed {
  id: number;
  nome: string;
  produtos: MenuProductSeed[];
}

const PIZZA_OPTIONS: OptionGroup[] = [
  {
    titulo: 'Tamanho',
    min: 1,
    max: 1,
    escolhas: [
      { nome: 'Grande (8 fatias)', preco_cents: 0 },
      { nome: 'Média (6 fatias)', preco_cents: -800 },
      { nome: 'Broto (4 fatias)', preco_cents: -1500 },
    ],
  },
  {
    titulo: 'Borda',
    min: 0,
    max: 1,
    escolhas: [
      { nome: 'Catupiry', preco_cents: 800 },
      { nome: 'Cheddar', preco_cents: 800 },
      { nome: 'Cream cheese', preco_cents: 900 },
    ],
  },
  {
    titulo: 'Adicionais',
    min: 0,
    max: 3,
    escolhas: [
      { nome: 'Bacon', preco_cents: 500 },
      { nome: 'Azeitona preta', preco_cents: 300 },
      { nome: 'Orégano extra', preco_cents: 0 },
      { nome: 'Manjericão fresco', preco_cents: 400 },
    ],
  },
];

const ACAI_OPTIONS: OptionGroup[] = [
  {
    titulo: 'Acompanhamentos',
    min: 0,
    max: 4,
    escolhas: [
      { nome: 'Granola', preco_cents: 0 },
      { nome: 'Leite em pó', preco_cents: 200 },
      { nome: 'Paçoca', preco_cents: 250 },
      { nome: 'Banana', preco_cents: 0 },
      { nome: 'Morango', preco_cents: 300 },
    ],
  },
];

const MARMITA_OPTIONS: OptionGroup[] = [
  {
    titulo: 'Mistura',
    min: 1,
    max: 1,
    escolhas: [
      { nome: 'Frango assado', preco_cents: 0 },
      { nome: 'Carne de panela', preco_cents: 300 },
      { nome: 'Linguiça toscana', preco_cents: 0 },
      { nome: 'Filé de tilápia', preco_cents: 500 },
    ],
  },
  {
    titulo: 'Guarnição',
    min: 0,
    max: 2,
    escolhas: [
      { nome: 'Farofa', preco_cents: 0 },
      { nome: 'Salada de maionese', preco_cents: 200 },
      { nome: 'Purê de batata', preco_cents: 200 },
      { nome: 'Couve refogada', preco_cents: 0 },
    ],
  },
];

const BURGER_OPTIONS: OptionGroup[] = [
  {
    titulo: 'Ponto da carne',
    min: 1,
    max: 1,
    escolhas: [
      { nome: 'Ao ponto', preco_cents: 0 },
      { nome: 'Bem passada', preco_cents: 0 },
      { nome: 'Mal passada', preco_cents: 0 },
    ],
  },
  {
    titulo: 'Adicionais',
    min: 0,
    max: 3,
    escolhas: [
      { nome: 'Bacon', preco_cents: 400 },
      { nome: 'Ovo', preco_cents: 250 },
      { nome: 'Cheddar', preco_cents: 350 },
      { nome: 'Sem cebola', preco_cents: 0 },
    ],
  },
];

export const MENUS: Record<number, MenuCategorySeed[]> = {
  101: [
    {
      id: 11,
      nome: 'Pizzas',
      produtos: [
        { id: 1101, nome: 'Pizza Margherita', descricao: 'Molho de tomate, muçarela de búfala, tomate e manjericão.', preco_cents: 4990, opcoes: PIZZA_OPTIONS },
        { id: 1102, nome: 'Pizza Calabresa', descricao: 'Calabresa fatiada, cebola e azeitonas.', preco_cents: 4790, opcoes: PIZZA_OPTIONS },
        { id: 1103, nome: 'Pizza Quatro Queijos', descricao: 'Muçarela, provolone, gorgonzola e parmesão.', preco_cents: 5490, opcoes: PIZZA_OPTIONS },
        { id: 1104, nome: 'Pizza Portuguesa', descricao: 'Presunto, ovos, cebola, ervilha e azeitonas.', preco_cents: 5290, opcoes: PIZZA_OPTIONS },
        { id: 1105, nome: 'Pizza Frango com Catupiry', descricao: 'Frango desfiado temperado e Catupiry original.', preco_cents: 5390, opcoes: PIZZA_OPTIONS },
        { id: 1106, nome: 'Pizza Napolitana', descricao: 'Muçarela, tomate, parmesão e alho frito.', preco_cents: 5190, opcoes: PIZZA_OPTIONS },
      ],
    },
    {
      id: 12,
      nome: 'Bebidas',
      produtos: [
        { id: 1201, nome: 'Guaraná Antarctica 2 L', descricao: 'Refrigerante.', preco_cents: 1400 },
        { id: 1202, nome: 'Coca-Cola lata 350 ml', descricao: 'Refrigerante.', preco_cents: 700 },
        { id: 1203, nome: 'Suco de laranja natural 500 ml', descricao: 'Feito na hora, sem açúcar.', preco_cents: 1200 },
        { id: 1204, nome: 'Água mineral sem gás 500 ml', descricao: '', preco_cents: 450 },
        { id: 1205, nome: 'Cerveja Original 600 ml', descricao: 'Venda proibida para menores de 18 anos.', preco_cents: 1600 },
      ],
    },
    {
      id: 13,
      nome: 'Sobremesas',
      produtos: [
        { id: 1301, nome: 'Pudim de leite condensado', descricao: 'Fatia generosa com calda de caramelo.', preco_cents: 1490 },
        { id: 1302, nome: 'Pizza de chocolate com morango (broto)', descricao: 'Chocolate ao leite e morangos frescos.', preco_cents: 3990 },
        { id: 1303, nome: 'Petit gâteau com sorvete', descricao: 'Sorvete de creme e calda quente.', preco_cents: 2490 },
        { id: 1304, nome: 'Açaí 500 ml', descricao: 'Açaí batido com guaraná.', preco_cents: 2200, opcoes: ACAI_OPTIONS },
      ],
    },
  ],
  202: [
    {
      id: 21,
      nome: 'Pratos Executivos',
      produtos: [
        { id: 2101, nome: 'Feijoada completa', descricao: 'Acompanha arroz, couve, farofa, torresmo e laranja.', preco_cents: 3990 },
        { id: 2102, nome: 'Frango grelhado com legumes', descricao: 'Peito de frango, legumes no vapor e arroz integral.', preco_cents: 3290 },
        { id: 2103, nome: 'Bife à parmegiana', descricao: 'Com arroz, fritas e salada.', preco_cents: 4290 },
      ],
    },
    {
      id: 22,
      nome: 'Marmitas',
      produtos: [
        { id: 2201, nome: 'Marmita média', descricao: 'Arroz, feijão, uma mistura e uma guarnição.', preco_cents: 2490, opcoes: MARMITA_OPTIONS },
        { id: 2202, nome: 'Marmita grande', descricao: 'Arroz, feijão, uma mistura e duas guarnições.', preco_cents: 2990, opcoes: MARMITA_OPTIONS },
      ],
    },
    {
      id: 23,
      nome: 'Bebidas',
      produtos: [
        { id: 2301, nome: 'Suco de maracujá 400 ml', descricao: '', preco_cents: 900 },
        { id: 2302, nome: 'Refrigerante lata', descricao: 'Guaraná, Coca-Cola ou Soda.', preco_cents: 650 },
      ],
    },
  ],
  303: [
    {
      id: 31,
      nome: 'Lanches',
      produtos: [
        { id: 3101, nome: 'X-Burguer', descricao: 'Pão, hambúrguer, queijo e maionese da casa.', preco_cents: 2200, opcoes: BURGER_OPTIONS },
        { id: 3102, nome: 'X-Salada', descricao: 'Pão, hambúrguer, queijo, alface e tomate.', preco_cents: 2400, opcoes: BURGER_OPTIONS },
        { id: 3103, nome: 'X-Tudo', descricao: 'Hambúrguer, presunto, ovo, bacon, queijo e salada.', preco_cents: 3200, opcoes: BURGER_OPTIONS },
        { id: 3104, nome: 'Misto quente', descricao: 'Pão de forma, presunto e muçarela.', preco_cents: 1400 },
      ],
    },
    {
      id: 32,
      nome: 'Porções',
      produtos: [
        { id: 3201, nome: 'Batata frita 300 g', descricao: '', preco_cents: 2400 },
        { id: 3202, nome: 'Mandioca frita', descricao: 'Com manteiga de garrafa.', preco_cents: 2600 },
        { id: 3203, nome: 'Calabresa acebolada', descricao: '', preco_cents: 3400 },
      ],
    },
    {
      id: 33,
      nome: 'Bebidas',
      produtos: [
        { id: 3301, nome: 'Caldo de cana 500 ml', descricao: '', preco_cents: 1000 },
        { id: 3302, nome: 'Café coado', descricao: '', preco_cents: 500 },
      ],
    },
  ],
};

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
