import { ean13 } from '../../shared/menu/ean';
import type { SandboxDb } from '../db';

/**
 * The catalogue service's products (spec 02 §3 Catalogue product): what a supermarket-style
 * catalogue holds for delivery stores, with valid EAN-13 barcodes (Brazilian prefix 789) and an
 * image the sandbox draws (catalogueImages.ts). Over 300 products, always the same ones.
 */

export interface CatalogueSeed {
  id: number;
  codigo_barras: string;
  nome: string;
  descricao: string;
}

interface Family {
  /** first word(s) of every name */
  tipo: string;
  /** what the description says before the pack */
  descricao: string;
  marcas: string[];
  embalagens: string[];
}

const FAMILIES: Family[] = [
  {
    tipo: 'Refrigerante',
    descricao: 'Refrigerante',
    marcas: ['Guaraná Antarctica', 'Coca-Cola', 'Coca-Cola sem açúcar', 'Fanta Laranja', 'Fanta Uva', 'Sprite', 'Soda Limonada', 'Pepsi', 'Kuat', 'Schweppes Citrus'],
    embalagens: ['lata 220 ml', 'lata 350 ml', 'garrafa 600 ml', 'garrafa 1 L', 'garrafa 1,5 L', 'garrafa 2 L'],
  },
  {
    tipo: 'Cerveja',
    descricao: 'Cerveja. Venda proibida para menores de 18 anos',
    marcas: ['Skol', 'Brahma Chopp', 'Antarctica Original', 'Heineken', 'Budweiser', 'Stella Artois', 'Itaipava', 'Amstel', 'Bohemia', 'Eisenbahn Pilsen', 'Spaten', 'Corona Extra'],
    embalagens: ['lata 350 ml', 'lata 473 ml', 'long neck 330 ml', 'garrafa 600 ml', 'garrafa 1 L'],
  },
  {
    tipo: 'Suco',
    descricao: 'Suco pronto para beber',
    marcas: ['Del Valle Uva', 'Del Valle Pêssego', 'Del Valle Maracujá', 'Maguary Caju', 'Maguary Goiaba', 'Ades Laranja', 'Natural One Laranja', 'Sufresh Manga', 'Do Bem Limonada', 'Tial Abacaxi'],
    embalagens: ['caixa 200 ml', 'caixa 1 L', 'garrafa 1,5 L'],
  },
  {
    tipo: 'Água mineral',
    descricao: 'Água mineral natural',
    marcas: ['Crystal', 'Bonafont', 'São Lourenço', 'Minalba', 'Lindoya Verão', 'Prata', 'Indaiá', 'Pureza Vital'],
    embalagens: ['sem gás 500 ml', 'com gás 500 ml', 'sem gás 1,5 L'],
  },
  {
    tipo: 'Bebida',
    descricao: 'Bebida gelada',
    marcas: ['energética Red Bull', 'energética Monster Energy', 'energética TNT', 'energética Fusion', 'Chá Matte Leão Limão', 'Chá Lipton Pêssego', 'isotônica Gatorade Limão', 'isotônica Powerade Uva'],
    embalagens: ['250 ml', '473 ml'],
  },
  {
    tipo: 'Água de coco',
    descricao: 'Água de coco natural',
    marcas: ['Kero Coco', 'Obrigado', 'Do Bem'],
    embalagens: ['caixa 200 ml', 'caixa 1 L'],
  },
  {
    tipo: 'Chocolate',
    descricao: 'Chocolate',
    marcas: ['Bis Xtra', 'Kit Kat', 'Diamante Negro', 'Lacta Ao Leite', 'Baton', 'Prestígio', 'Sonho de Valsa', 'Ouro Branco', 'Talento Avelãs', 'Laka', 'Milka Oreo', 'Serenata de Amor'],
    embalagens: ['unidade', 'tablete 90 g'],
  },
  {
    tipo: 'Salgadinho',
    descricao: 'Salgadinho',
    marcas: ['Doritos Queijo Nacho', 'Ruffles Original', 'Cheetos Requeijão', 'Fandangos Presunto', 'Baconzitos', 'Pringles Original', 'Torcida Cebola', 'Sensações Frango Grelhado', 'Lay’s Clássica', 'Cebolitos'],
    embalagens: ['pacote 45 g', 'pacote 140 g'],
  },
  {
    tipo: 'Biscoito',
    descricao: 'Biscoito',
    marcas: ['Oreo', 'Passatempo Chocolate', 'Trakinas Morango', 'Negresco', 'Club Social Original', 'Wafer Bauducco Chocolate', 'Toddy Cookies', 'Maizena Vitarella', 'Cream Cracker Piraquê', 'Bono Chocolate'],
    embalagens: ['pacote 90 g', 'pacote 200 g'],
  },
  {
    tipo: 'Sorvete',
    descricao: 'Sorvete',
    marcas: ['Kibon Cornetto Crocante', 'Kibon Magnum Clássico', 'Kibon Chicabon', 'Kibon Fruttare Morango', 'Nestlé Moça Brigadeiro', 'Nestlé La Frutta Limão'],
    embalagens: ['picolé', 'pote 1,5 L'],
  },
  {
    tipo: 'Vinho',
    descricao: 'Vinho. Venda proibida para menores de 18 anos',
    marcas: ['tinto Casillero del Diablo Cabernet Sauvignon', 'tinto Santa Helena Reservado Merlot', 'branco Miolo Seleção Chardonnay', 'espumante Chandon Brut', 'tinto Salton Classic Tannat', 'rosé Aurora Pinot Noir'],
    embalagens: ['garrafa 750 ml'],
  },
  {
    tipo: 'Destilado',
    descricao: 'Bebida alcoólica. Venda proibida para menores de 18 anos',
    marcas: ['Cachaça 51', 'Cachaça Ypióca Ouro', 'Vodka Smirnoff', 'Gin Tanqueray', 'Whisky Johnnie Walker Red Label', 'Rum Bacardi Carta Blanca'],
    embalagens: ['garrafa 700 ml', 'garrafa 1 L'],
  },
];

/** Single products of the pantry, with their pack in the name. */
const PANTRY: Array<[string, string]> = [
  ['Azeite extravirgem Gallo 500 ml', 'Azeite de oliva extravirgem português.'],
  ['Molho de tomate Pomarola 340 g', 'Molho de tomate tradicional.'],
  ['Ketchup Heinz 397 g', 'Ketchup tradicional.'],
  ['Maionese Hellmann’s 500 g', 'Maionese tradicional.'],
  ['Mostarda Hemmer 200 g', 'Mostarda amarela.'],
  ['Batata palha Yoki 120 g', 'Batata palha tradicional.'],
  ['Pão de queijo Forno de Minas 400 g', 'Pão de queijo congelado, tradicional mineiro.'],
  ['Açúcar refinado União 1 kg', 'Açúcar refinado.'],
  ['Café Pilão tradicional 500 g', 'Café torrado e moído.'],
  ['Arroz Tio João tipo 1 5 kg', 'Arroz branco agulhinha.'],
  ['Feijão carioca Camil 1 kg', 'Feijão carioca tipo 1.'],
  ['Macarrão espaguete Barilla 500 g', 'Massa de sêmola de grano duro.'],
  ['Leite condensado Moça 395 g', 'Leite condensado.'],
  ['Creme de leite Nestlé 200 g', 'Creme de leite UHT.'],
  ['Requeijão Catupiry 250 g', 'Requeijão cremoso original.'],
  ['Leite integral Italac 1 L', 'Leite UHT integral.'],
  ['Iogurte Danone morango 170 g', 'Iogurte com polpa de morango.'],
  ['Achocolatado Toddynho 200 ml', 'Bebida láctea sabor chocolate.'],
  ['Leite fermentado Yakult 80 g', 'Leite fermentado com lactobacilos vivos.'],
  ['Palmito pupunha Hemmer 300 g', 'Palmito pupunha em conserva.'],
  ['Azeitona verde La Violetera 200 g', 'Azeitonas verdes em conserva.'],
  ['Farofa pronta Yoki 400 g', 'Farofa de mandioca temperada.'],
];

/** Every catalogue product, in id order (ids from 1). */
export function catalogueSeeds(): CatalogueSeed[] {
  const seeds: CatalogueSeed[] = [];
  const add = (nome: string, descricao: string, company: number, item: number): void => {
    const codigo_barras = ean13(`789${String(company).padStart(4, '0')}${String(item).padStart(5, '0')}`);
    seeds.push({ id: seeds.length + 1, codigo_barras, nome, descricao });
  };
  FAMILIES.forEach((family, f) =>
    family.marcas.forEach((marca, m) =>
      family.embalagens.forEach((embalagem, e) =>
        add(`${family.tipo} ${marca} ${embalagem}`, `${family.descricao}, ${embalagem}.`, 1000 + f * 100 + m, 10 + e),
      ),
    ),
  );
  PANTRY.forEach(([nome, descricao], i) => add(nome, descricao, 3000 + i, 10));
  return seeds;
}

/** The path the sandbox serves a catalogue product's image at. */
export const catalogueImagePath = (id: number): string => `/catalogue/imagens/${id}.svg`;

export function seedCatalogue(db: SandboxDb): void {
  for (const p of catalogueSeeds()) {
    db.run('INSERT INTO catalogue_products (id, codigo_barras, nome, descricao, imagem) VALUES (?, ?, ?, ?, ?)', [
      p.id,
      p.codigo_barras,
      p.nome,
      p.descricao,
      catalogueImagePath(p.id),
    ]);
  }
}
