import type { MenuStatus } from '../../shared/api';
import type { PriceCalculation } from '../../shared/menu/pricing';

/**
 * The demo stores' menus (spec 02 §3): stock items of both kinds, global variations in their
 * categories, and categories of products with sizes, composition and variations. Prices in
 * cents. Product and category ids are fixed: seed orders and tests name them.
 */

export interface StockSeed {
  nome: string;
  tipo: 'sabor' | 'ingrediente';
  descricao?: string;
}

export interface VariationSeed {
  /** how products name it below */
  key: string;
  categoria: string;
  nome: string;
  min: number;
  max: number;
  calculo: PriceCalculation;
  /** a stock item by name, or a loose item ({ avulso }) */
  itens: Array<{ estoque: string; preco: number } | { avulso: string; preco: number }>;
}

export interface ProductSeed {
  id: number;
  nome: string;
  descricao: string;
  /** single-size price (ignored with sizes) */
  preco?: number;
  promo?: number;
  status?: MenuStatus;
  /** [name, price] */
  tamanhos?: Array<[string, number]>;
  /** [stock item, quantity, removível]; quantity 1 and removível by default */
  composicao?: Array<string | [string, number, boolean]>;
  /** variation keys; `tamanho` ties it to one size (otherwise 'Todos') */
  variacoes?: Array<string | { key: string; tamanho: string }>;
  /** the catalogue product (by name) it comes from: its barcode and image */
  catalogo?: string;
}

export interface CategorySeed {
  id: number;
  nome: string;
  produtos: ProductSeed[];
}

export interface StoreMenuSeed {
  estoque: StockSeed[];
  categoriasVariacao: string[];
  variacoes: VariationSeed[];
  categorias: CategorySeed[];
}

const BROTO = 'Broto (4 fatias)';
const MEDIA = 'Média (6 fatias)';
const GRANDE = 'Grande (8 fatias)';

/** A pizza's three sizes from its large price: média R$ 8 less, broto R$ 15 less. */
const pizzaSizes = (grande: number): Array<[string, number]> => [
  [BROTO, grande - 1500],
  [MEDIA, grande - 800],
  [GRANDE, grande],
];

/** flavour, large price */
const FLAVOURS: Array<[string, number]> = [
  ['Margherita', 4990],
  ['Calabresa', 4790],
  ['Quatro Queijos', 5490],
  ['Portuguesa', 5290],
  ['Frango com Catupiry', 5390],
  ['Napolitana', 5190],
];

const flavourVariation = (size: string, less: number): VariationSeed => ({
  key: `sabores-${size}`,
  categoria: 'Pizza meio a meio',
  nome: `Sabores da pizza ${size.split(' ')[0]!.toLowerCase()}`,
  min: 2,
  max: 2,
  calculo: 'mp',
  itens: FLAVOURS.map(([estoque, grande]) => ({ estoque, preco: grande - less })),
});

const PIZZA_EXTRAS = ['borda', 'adicionais'];

export const MENU_SEEDS: Record<number, StoreMenuSeed> = {
  101: {
    estoque: [
      ...FLAVOURS.map(([nome]): StockSeed => ({ nome, tipo: 'sabor', descricao: `Sabor ${nome} para as pizzas meio a meio.` })),
      { nome: 'Molho de tomate', tipo: 'ingrediente', descricao: 'Molho da casa, de tomates italianos.' },
      { nome: 'Muçarela', tipo: 'ingrediente' },
      { nome: 'Muçarela de búfala', tipo: 'ingrediente' },
      { nome: 'Tomate', tipo: 'ingrediente' },
      { nome: 'Manjericão', tipo: 'ingrediente' },
      { nome: 'Calabresa fatiada', tipo: 'ingrediente' },
      { nome: 'Cebola', tipo: 'ingrediente' },
      { nome: 'Azeitona preta', tipo: 'ingrediente' },
      { nome: 'Provolone', tipo: 'ingrediente' },
      { nome: 'Gorgonzola', tipo: 'ingrediente' },
      { nome: 'Parmesão', tipo: 'ingrediente' },
      { nome: 'Presunto', tipo: 'ingrediente' },
      { nome: 'Ovo', tipo: 'ingrediente' },
      { nome: 'Ervilha', tipo: 'ingrediente' },
      { nome: 'Frango desfiado', tipo: 'ingrediente' },
      { nome: 'Catupiry', tipo: 'ingrediente', descricao: 'Requeijão cremoso Catupiry original.' },
      { nome: 'Cheddar', tipo: 'ingrediente' },
      { nome: 'Cream cheese', tipo: 'ingrediente' },
      { nome: 'Alho frito', tipo: 'ingrediente' },
      { nome: 'Orégano', tipo: 'ingrediente' },
      { nome: 'Bacon', tipo: 'ingrediente' },
      { nome: 'Chocolate ao leite', tipo: 'ingrediente' },
      { nome: 'Morango', tipo: 'ingrediente' },
      { nome: 'Granola', tipo: 'ingrediente' },
      { nome: 'Leite em pó', tipo: 'ingrediente' },
      { nome: 'Paçoca', tipo: 'ingrediente' },
      { nome: 'Banana', tipo: 'ingrediente' },
    ],
    categoriasVariacao: ['Pizzas', 'Pizza meio a meio', 'Sobremesas'],
    variacoes: [
      {
        key: 'borda',
        categoria: 'Pizzas',
        nome: 'Borda recheada',
        min: 0,
        max: 1,
        calculo: 'in',
        itens: [
          { estoque: 'Catupiry', preco: 800 },
          { estoque: 'Cheddar', preco: 800 },
          { estoque: 'Cream cheese', preco: 900 },
        ],
      },
      {
        key: 'adicionais',
        categoria: 'Pizzas',
        nome: 'Adicionais',
        min: 0,
        max: 3,
        calculo: 'in',
        itens: [
          { estoque: 'Bacon', preco: 500 },
          { estoque: 'Azeitona preta', preco: 300 },
          { avulso: 'Orégano extra', preco: 0 },
          { estoque: 'Manjericão', preco: 400 },
        ],
      },
      flavourVariation(BROTO, 1500),
      flavourVariation(MEDIA, 800),
      flavourVariation(GRANDE, 0),
      {
        key: 'acai',
        categoria: 'Sobremesas',
        nome: 'Acompanhamentos do açaí',
        min: 0,
        max: 4,
        calculo: 'in',
        itens: [
          { estoque: 'Granola', preco: 0 },
          { estoque: 'Leite em pó', preco: 200 },
          { estoque: 'Paçoca', preco: 250 },
          { estoque: 'Banana', preco: 0 },
          { estoque: 'Morango', preco: 300 },
        ],
      },
    ],
    categorias: [
      {
        id: 11,
        nome: 'Pizzas',
        produtos: [
          {
            id: 1101,
            nome: 'Pizza Margherita',
            descricao: 'Molho de tomate, muçarela de búfala, tomate e manjericão.',
            tamanhos: pizzaSizes(4990),
            composicao: [['Molho de tomate', 1, false], 'Muçarela de búfala', 'Tomate', 'Manjericão'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1102,
            nome: 'Pizza Calabresa',
            descricao: 'Calabresa fatiada, cebola e azeitonas.',
            tamanhos: pizzaSizes(4790),
            composicao: [['Molho de tomate', 1, false], 'Muçarela', ['Calabresa fatiada', 1, false], 'Cebola', 'Azeitona preta'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1103,
            nome: 'Pizza Quatro Queijos',
            descricao: 'Muçarela, provolone, gorgonzola e parmesão.',
            tamanhos: pizzaSizes(5490),
            composicao: [['Molho de tomate', 1, false], 'Muçarela', 'Provolone', 'Gorgonzola', 'Parmesão'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1104,
            nome: 'Pizza Portuguesa',
            descricao: 'Presunto, ovos, cebola, ervilha e azeitonas.',
            tamanhos: pizzaSizes(5290),
            composicao: [['Molho de tomate', 1, false], 'Muçarela', 'Presunto', ['Ovo', 2, true], 'Cebola', 'Ervilha', 'Azeitona preta'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1105,
            nome: 'Pizza Frango com Catupiry',
            descricao: 'Frango desfiado temperado e Catupiry original.',
            tamanhos: pizzaSizes(5390),
            composicao: [['Molho de tomate', 1, false], 'Muçarela', ['Frango desfiado', 1, false], 'Catupiry'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1106,
            nome: 'Pizza Napolitana',
            descricao: 'Muçarela, tomate, parmesão e alho frito.',
            tamanhos: pizzaSizes(5190),
            composicao: [['Molho de tomate', 1, false], 'Muçarela', 'Tomate', 'Parmesão', 'Alho frito'],
            variacoes: PIZZA_EXTRAS,
          },
          {
            id: 1107,
            nome: 'Pizza Meio a Meio',
            descricao: 'Escolha dois sabores: a pizza sai pelo preço do sabor mais caro.',
            // each size starts at its cheapest flavour (Calabresa)
            tamanhos: pizzaSizes(4790),
            composicao: [['Molho de tomate', 1, false], 'Muçarela'],
            variacoes: [
              { key: `sabores-${BROTO}`, tamanho: BROTO },
              { key: `sabores-${MEDIA}`, tamanho: MEDIA },
              { key: `sabores-${GRANDE}`, tamanho: GRANDE },
              'borda',
            ],
          },
        ],
      },
      {
        id: 12,
        nome: 'Bebidas',
        produtos: [
          { id: 1201, nome: 'Guaraná Antarctica 2 L', descricao: 'Refrigerante.', preco: 1400, catalogo: 'Refrigerante Guaraná Antarctica garrafa 2 L' },
          { id: 1202, nome: 'Coca-Cola lata 350 ml', descricao: 'Refrigerante.', preco: 700, catalogo: 'Refrigerante Coca-Cola lata 350 ml' },
          { id: 1203, nome: 'Suco de laranja natural 500 ml', descricao: 'Feito na hora, sem açúcar.', preco: 1200 },
          { id: 1204, nome: 'Água mineral sem gás 500 ml', descricao: '', preco: 450, catalogo: 'Água mineral Crystal sem gás 500 ml' },
          {
            id: 1205,
            nome: 'Cerveja Original 600 ml',
            descricao: 'Venda proibida para menores de 18 anos.',
            preco: 1600,
            catalogo: 'Cerveja Antarctica Original garrafa 600 ml',
          },
        ],
      },
      {
        id: 13,
        nome: 'Sobremesas',
        produtos: [
          { id: 1301, nome: 'Pudim de leite condensado', descricao: 'Fatia generosa com calda de caramelo.', preco: 1490 },
          {
            id: 1302,
            nome: 'Pizza de chocolate com morango (broto)',
            descricao: 'Chocolate ao leite e morangos frescos.',
            preco: 3990,
            promo: 3490,
            composicao: [['Chocolate ao leite', 1, false], 'Morango'],
          },
          { id: 1303, nome: 'Petit gâteau com sorvete', descricao: 'Sorvete de creme e calda quente.', preco: 2490 },
          { id: 1304, nome: 'Açaí 500 ml', descricao: 'Açaí batido com guaraná.', preco: 2200, variacoes: ['acai'] },
        ],
      },
    ],
  },
  202: {
    estoque: [
      { nome: 'Arroz branco', tipo: 'ingrediente' },
      { nome: 'Arroz integral', tipo: 'ingrediente' },
      { nome: 'Feijão carioca', tipo: 'ingrediente' },
      { nome: 'Feijão preto', tipo: 'ingrediente' },
      { nome: 'Farofa', tipo: 'ingrediente' },
      { nome: 'Couve refogada', tipo: 'ingrediente' },
      { nome: 'Torresmo', tipo: 'ingrediente' },
      { nome: 'Laranja', tipo: 'ingrediente' },
      { nome: 'Frango assado', tipo: 'ingrediente' },
      { nome: 'Carne de panela', tipo: 'ingrediente' },
      { nome: 'Linguiça toscana', tipo: 'ingrediente' },
      { nome: 'Filé de tilápia', tipo: 'ingrediente' },
      { nome: 'Salada de maionese', tipo: 'ingrediente' },
      { nome: 'Purê de batata', tipo: 'ingrediente' },
      { nome: 'Legumes no vapor', tipo: 'ingrediente' },
      { nome: 'Batata frita', tipo: 'ingrediente' },
      { nome: 'Maracujá', tipo: 'sabor', descricao: 'Polpa natural.' },
      { nome: 'Limão', tipo: 'sabor' },
      { nome: 'Abacaxi com hortelã', tipo: 'sabor' },
      { nome: 'Acerola', tipo: 'sabor' },
    ],
    categoriasVariacao: ['Marmitas', 'Bebidas'],
    variacoes: [
      {
        key: 'mistura',
        categoria: 'Marmitas',
        nome: 'Mistura',
        min: 1,
        max: 1,
        calculo: 'in',
        itens: [
          { estoque: 'Frango assado', preco: 0 },
          { estoque: 'Carne de panela', preco: 300 },
          { estoque: 'Linguiça toscana', preco: 0 },
          { estoque: 'Filé de tilápia', preco: 500 },
        ],
      },
      {
        key: 'guarnicao',
        categoria: 'Marmitas',
        nome: 'Guarnição',
        min: 0,
        max: 2,
        calculo: 'in',
        itens: [
          { estoque: 'Farofa', preco: 0 },
          { estoque: 'Salada de maionese', preco: 200 },
          { estoque: 'Purê de batata', preco: 200 },
          { estoque: 'Couve refogada', preco: 0 },
        ],
      },
      {
        key: 'suco',
        categoria: 'Bebidas',
        nome: 'Sabor do suco',
        min: 1,
        max: 1,
        calculo: 'in',
        itens: [
          { estoque: 'Maracujá', preco: 0 },
          { estoque: 'Limão', preco: 0 },
          { estoque: 'Abacaxi com hortelã', preco: 100 },
          { estoque: 'Acerola', preco: 0 },
        ],
      },
      {
        key: 'refri',
        categoria: 'Bebidas',
        nome: 'Sabor do refrigerante',
        min: 1,
        max: 1,
        calculo: 'in',
        itens: [
          { avulso: 'Guaraná', preco: 0 },
          { avulso: 'Coca-Cola', preco: 0 },
          { avulso: 'Soda limonada', preco: 0 },
        ],
      },
    ],
    categorias: [
      {
        id: 21,
        nome: 'Pratos Executivos',
        produtos: [
          {
            id: 2101,
            nome: 'Feijoada completa',
            descricao: 'Acompanha arroz, couve, farofa, torresmo e laranja.',
            preco: 3990,
            composicao: [['Feijão preto', 1, false], 'Arroz branco', 'Couve refogada', 'Farofa', 'Torresmo', 'Laranja'],
          },
          {
            id: 2102,
            nome: 'Frango grelhado com legumes',
            descricao: 'Peito de frango, legumes no vapor e arroz integral.',
            preco: 3290,
            composicao: [['Frango assado', 1, false], 'Legumes no vapor', 'Arroz integral'],
          },
          {
            id: 2103,
            nome: 'Bife à parmegiana',
            descricao: 'Com arroz, fritas e salada.',
            preco: 4290,
            composicao: ['Arroz branco', 'Batata frita', 'Salada de maionese'],
          },
        ],
      },
      {
        id: 22,
        nome: 'Marmitas',
        produtos: [
          {
            id: 2201,
            nome: 'Marmita média',
            descricao: 'Arroz, feijão, uma mistura e uma guarnição.',
            preco: 2490,
            composicao: ['Arroz branco', 'Feijão carioca'],
            variacoes: ['mistura', 'guarnicao'],
          },
          {
            id: 2202,
            nome: 'Marmita grande',
            descricao: 'Arroz, feijão, uma mistura e duas guarnições.',
            preco: 2990,
            composicao: ['Arroz branco', 'Feijão carioca'],
            variacoes: ['mistura', 'guarnicao'],
          },
        ],
      },
      {
        id: 23,
        nome: 'Bebidas',
        produtos: [
          { id: 2301, nome: 'Suco natural 400 ml', descricao: 'Feito com a fruta, na hora.', preco: 900, variacoes: ['suco'] },
          { id: 2302, nome: 'Refrigerante lata', descricao: 'Guaraná, Coca-Cola ou Soda.', preco: 650, variacoes: ['refri'] },
        ],
      },
    ],
  },
  303: {
    estoque: [
      { nome: 'Pão de hambúrguer', tipo: 'ingrediente' },
      { nome: 'Hambúrguer bovino 150 g', tipo: 'ingrediente' },
      { nome: 'Queijo prato', tipo: 'ingrediente' },
      { nome: 'Maionese da casa', tipo: 'ingrediente' },
      { nome: 'Alface', tipo: 'ingrediente' },
      { nome: 'Tomate', tipo: 'ingrediente' },
      { nome: 'Presunto', tipo: 'ingrediente' },
      { nome: 'Ovo', tipo: 'ingrediente' },
      { nome: 'Bacon', tipo: 'ingrediente' },
      { nome: 'Cheddar', tipo: 'ingrediente' },
      { nome: 'Cebola', tipo: 'ingrediente' },
      { nome: 'Pão de forma', tipo: 'ingrediente' },
      { nome: 'Muçarela', tipo: 'ingrediente' },
      { nome: 'Caldo de cana puro', tipo: 'sabor' },
      { nome: 'Caldo de cana com limão', tipo: 'sabor' },
      { nome: 'Caldo de cana com abacaxi', tipo: 'sabor' },
    ],
    categoriasVariacao: ['Lanches', 'Bebidas'],
    variacoes: [
      {
        key: 'ponto',
        categoria: 'Lanches',
        nome: 'Ponto da carne',
        min: 1,
        max: 1,
        calculo: 'in',
        itens: [
          { avulso: 'Ao ponto', preco: 0 },
          { avulso: 'Bem passada', preco: 0 },
          { avulso: 'Mal passada', preco: 0 },
        ],
      },
      {
        key: 'extras',
        categoria: 'Lanches',
        nome: 'Adicionais',
        min: 0,
        max: 3,
        calculo: 'in',
        itens: [
          { estoque: 'Bacon', preco: 400 },
          { estoque: 'Ovo', preco: 250 },
          { estoque: 'Cheddar', preco: 350 },
          { estoque: 'Hambúrguer bovino 150 g', preco: 800 },
        ],
      },
      {
        key: 'caldo',
        categoria: 'Bebidas',
        nome: 'Sabor do caldo',
        min: 1,
        max: 1,
        calculo: 'in',
        itens: [
          { estoque: 'Caldo de cana puro', preco: 0 },
          { estoque: 'Caldo de cana com limão', preco: 100 },
          { estoque: 'Caldo de cana com abacaxi', preco: 150 },
        ],
      },
    ],
    categorias: [
      {
        id: 31,
        nome: 'Lanches',
        produtos: [
          {
            id: 3101,
            nome: 'X-Burguer',
            descricao: 'Pão, hambúrguer, queijo e maionese da casa.',
            preco: 2200,
            composicao: [['Pão de hambúrguer', 1, false], ['Hambúrguer bovino 150 g', 1, false], 'Queijo prato', 'Maionese da casa'],
            variacoes: ['ponto', 'extras'],
          },
          {
            id: 3102,
            nome: 'X-Salada',
            descricao: 'Pão, hambúrguer, queijo, alface e tomate.',
            preco: 2400,
            composicao: [['Pão de hambúrguer', 1, false], ['Hambúrguer bovino 150 g', 1, false], 'Queijo prato', 'Alface', 'Tomate'],
            variacoes: ['ponto', 'extras'],
          },
          {
            id: 3103,
            nome: 'X-Tudo',
            descricao: 'Hambúrguer, presunto, ovo, bacon, queijo e salada.',
            preco: 3200,
            composicao: [['Pão de hambúrguer', 1, false], ['Hambúrguer bovino 150 g', 1, false], 'Presunto', 'Ovo', 'Bacon', 'Queijo prato', 'Alface', 'Tomate'],
            variacoes: ['ponto', 'extras'],
          },
          {
            id: 3104,
            nome: 'Misto quente',
            descricao: 'Pão de forma, presunto e muçarela.',
            preco: 1400,
            composicao: [['Pão de forma', 2, false], 'Presunto', 'Muçarela'],
          },
        ],
      },
      {
        id: 32,
        nome: 'Porções',
        produtos: [
          {
            id: 3201,
            nome: 'Batata frita',
            descricao: 'Batatas crocantes com sal e orégano.',
            tamanhos: [
              ['Meia porção (150 g)', 1400],
              ['Porção inteira (300 g)', 2400],
            ],
          },
          { id: 3202, nome: 'Mandioca frita', descricao: 'Com manteiga de garrafa.', preco: 2600 },
          { id: 3203, nome: 'Calabresa acebolada', descricao: '', preco: 3400, composicao: ['Cebola'] },
        ],
      },
      {
        id: 33,
        nome: 'Bebidas',
        produtos: [
          { id: 3301, nome: 'Caldo de cana 500 ml', descricao: '', preco: 1000, variacoes: ['caldo'] },
          { id: 3302, nome: 'Café coado', descricao: '', preco: 500 },
        ],
      },
    ],
  },
};
