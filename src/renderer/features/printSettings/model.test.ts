// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type CloudPrintSettings, DEFAULT_PRINT_SETTINGS, type MenuCategory, type PrintSettings } from '../../../shared/api';
import { EXAMPLE_ORDER } from '../../../shared/printing/examples/exampleOrder';
import { CLOUD_PRINT_SETTINGS } from '../../../shared/test/printing';
import { codePageOf, configuredPrinters, formInitialValues, fromCloud, isDirty, isFieldDisabled, knownPrinters, missingPrinters, normalizeSettings, QZ_DISABLED_FIELDS, SCREEN_DEFAULTS, toCloud, withBackup, withProductionPrinter } from './model';
import { previewOrder } from './previewOrder';
import { printSettingsSchema } from './formSchema';
import { loadPrintSettings, PRINT_SETTINGS_KEY, storePrintSettings } from './storage';

const CLOUD = CLOUD_PRINT_SETTINGS;

describe('defaults (spec 02 §9)', () => {
  it('the screen starts with copies 1, margins 1, line skip 1, delay 1 s, 80mm, the local module, layout 1', () => {
    expect(formInitialValues(null)).toBe(SCREEN_DEFAULTS);
    expect(SCREEN_DEFAULTS).toMatchObject({
      qtdeCopia: 1,
      margemEsquerda: 1,
      margemDireita: 1,
      saltoLinhaInicio: 1,
      delay: 1000,
      larguraMaximaPagina: '7,0',
      metodoImpressao: 'local',
      impressaoLayout: 1,
      printerCodePages: {},
    });
  });

  it('what was saved on this machine wins over the defaults', () => {
    const saved = { ...DEFAULT_PRINT_SETTINGS, qtdeCopia: 3 };
    expect(formInitialValues(saved)).toBe(saved);
  });

  it('a printer without a code page uses CP850', () => {
    const settings = { ...DEFAULT_PRINT_SETTINGS, printerCodePages: { Bar: 'cp860' as const } };
    expect(codePageOf(settings, 'Bar')).toBe('cp860');
    expect(codePageOf(settings, 'Caixa')).toBe('cp850');
  });
});

describe('dirty check (Salvar Alterações enabled only after a change, spec 02 §4)', () => {
  it('is clean for the same settings, whatever the key order or sincronizado', () => {
    const reordered = Object.fromEntries(Object.entries(SCREEN_DEFAULTS).reverse()) as unknown as PrintSettings;
    expect(isDirty(SCREEN_DEFAULTS, reordered)).toBe(false);
    expect(isDirty(SCREEN_DEFAULTS, { ...SCREEN_DEFAULTS, sincronizado: true })).toBe(false);
  });

  it('sees a change in a field, a list or a per-category printer, and a change undone', () => {
    expect(isDirty(SCREEN_DEFAULTS, { ...SCREEN_DEFAULTS, tamanhoFonte: 10 })).toBe(true);
    expect(isDirty(SCREEN_DEFAULTS, { ...SCREEN_DEFAULTS, impressorasCaixa: ['Caixa'] })).toBe(true);
    const withKitchen = { ...SCREEN_DEFAULTS, impressorasProducao: withProductionPrinter({}, 11, { impressora: 'Cozinha' }) };
    expect(([[SCREEN_DEFAULTS, withKitchen], [withKitchen, { ...withKitchen, impressorasProducao: withProductionPrinter(withKitchen.impressorasProducao, 11, { agrupamento: true }) }], [SCREEN_DEFAULTS, { ...SCREEN_DEFAULTS, printerCodePages: { Cozinha: 'wpc1252' } }], [SCREEN_DEFAULTS, { ...SCREEN_DEFAULTS, tamanhoFonte: SCREEN_DEFAULTS.tamanhoFonte }]] as const).map(([a, b]) => isDirty(a, b))).toEqual(
      [true, true, true, false],
    );
  });
});

describe('QZ disables copies, page width, line skip, margins and font (spec 02 §4, §5)', () => {
  it('disables exactly those fields under QZ and nothing under the other methods', () => {
    expect([...QZ_DISABLED_FIELDS].sort()).toEqual(
      ['larguraMaximaPagina', 'margemDireita', 'margemEsquerda', 'nomeFonte', 'qtdeCopia', 'saltoLinhaInicio', 'tamanhoFonte'].sort(),
    );
    for (const field of QZ_DISABLED_FIELDS) {
      expect(([['qz', field], ['local', field], ['nat', field]] as const).map(([a, b]) => isFieldDisabled(a, b))).toEqual([true, false, false]);
    }
    expect(isFieldDisabled('qz', 'delay')).toBe(false);
    expect(isFieldDisabled('qz', 'impressaoLayout')).toBe(false);
  });
});

describe('cloud copy (estabelecimentosimpressao)', () => {
  it('sends every field of spec 02 §7.5, the default printer as defaultPrinter', () => {
    const settings: PrintSettings = { ...fromCloud(CLOUD, SCREEN_DEFAULTS), impressorasCaixa: ['Caixa 2'] };
    expect(toCloud(settings, 101)).toEqual(CLOUD);
  });

  it("replaces the local settings with the cloud's, keeping this machine's printers, code pages and QZ keys", () => {
    const local: PrintSettings = {
      ...SCREEN_DEFAULTS,
      impressora: 'Local',
      impressorasCaixa: ['Caixa'],
      impressorasProducao: { '11': { impressora: 'Forno', agrupamento: true } },
      printerCodePages: { Forno: 'cp860' },
      qzCertificate: 'CERT',
    };
    const next = fromCloud(CLOUD, local);
    expect(next).toMatchObject({
      impressora: 'EPSON TM-T20 (Caixa)',
      impressaoLayout: 2,
      delay: 3000,
      metodoImpressao: 'nat',
      qtdeCopia: 2,
      larguraMaximaPagina: '4,8',
      nomeFonte: 'Verdana',
      autoAceiteImprimir: true,
      sincronizado: true,
      impressorasCaixa: ['Caixa'],
      impressorasProducao: { '11': { impressora: 'Forno', agrupamento: true } },
      printerCodePages: { Forno: 'cp860' },
      qzCertificate: 'CERT',
    });
  });

  it('keeps the local value where the cloud holds something outside the options', () => {
    const odd = { ...CLOUD, impressaoLayout: 7, larguraMaximaPagina: '9,9', metodoImpressao: 'fax', nomeFonte: 'Comic Sans', delay: 1500 };
    expect(fromCloud(odd, SCREEN_DEFAULTS)).toMatchObject({ impressaoLayout: 1, larguraMaximaPagina: '7,0', metodoImpressao: 'local', nomeFonte: 'Tahoma', delay: 1000 });
  });

  it('reads form-encoded leftovers ("1", "true", "2")', () => {
    const raw = { ...CLOUD, impressaoProducao: '0', autoAceiteImprimir: 'true', qtdeCopia: '3', impressaoLayout: '3' } as unknown as CloudPrintSettings;
    expect(fromCloud(raw, SCREEN_DEFAULTS)).toMatchObject({ impressaoProducao: false, autoAceiteImprimir: true, qtdeCopia: 3, impressaoLayout: 3 });
  });
});

describe('local storage', () => {
  it('round-trips, completes missing fields with the defaults and drops broken JSON', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(loadPrintSettings(storage)).toBeNull();
    const settings = { ...SCREEN_DEFAULTS, impressora: 'Caixa', printerCodePages: { Caixa: 'wpc1252' as const } };
    storePrintSettings(storage, settings);
    expect(loadPrintSettings(storage)).toEqual(settings);
    storage.setItem(PRINT_SETTINGS_KEY, JSON.stringify({ impressora: 'Velha', printerCodePages: { Velha: 'cp437' } }));
    expect(loadPrintSettings(storage)).toEqual({ ...DEFAULT_PRINT_SETTINGS, impressora: 'Velha' });
    storage.setItem(PRINT_SETTINGS_KEY, '{quebrado');
    expect(loadPrintSettings(storage)).toBeNull();
    expect(storage.getItem(PRINT_SETTINGS_KEY)).toBeNull();
  });

  it('normalizes nonsense to the defaults', () => {
    expect(normalizeSettings('x')).toEqual(DEFAULT_PRINT_SETTINGS);
  });
});

describe('backup printers', () => {
  it('keeps a backup that names another printer, with a wait the screen offers (else 30 s)', () => {
    const raw = {
      backupPrinters: {
        Cozinha: { printer: 'Caixa', afterSeconds: 0 },
        Bar: { printer: 'Caixa', afterSeconds: 7 },
        Caixa: { printer: 'Caixa', afterSeconds: 30 },
        Forno: { printer: '', afterSeconds: 30 },
        Salão: 'Caixa',
      },
    };
    expect(normalizeSettings(raw).backupPrinters).toEqual({ Cozinha: { printer: 'Caixa', afterSeconds: 0 }, Bar: { printer: 'Caixa', afterSeconds: 30 } });
    expect(normalizeSettings({}).backupPrinters).toEqual({});
  });
  it("are this computer's: the cloud's copy never erases them", () => {
    const local = { ...DEFAULT_PRINT_SETTINGS, backupPrinters: { Cozinha: { printer: 'Caixa', afterSeconds: 30 } } };
    expect(fromCloud({ defaultPrinter: 'Caixa', impressaoLayout: 2 }, local).backupPrinters).toEqual(local.backupPrinters);
  });
  it('a backup missing on this computer is said like any configured printer', () => {
    const settings = { ...DEFAULT_PRINT_SETTINGS, impressora: 'Cozinha', backupPrinters: { Cozinha: { printer: 'Caixa 2', afterSeconds: 30 } } };
    expect(missingPrinters(settings, ['Cozinha'])).toEqual(['Caixa 2']);
  });
  it('withBackup sets or removes one printer\'s backup, never itself', () => {
    expect(withBackup({}, 'Cozinha', { printer: 'Caixa', afterSeconds: 30 })).toEqual({ Cozinha: { printer: 'Caixa', afterSeconds: 30 } });
    expect(withBackup({ Cozinha: { printer: 'Caixa', afterSeconds: 30 } }, 'Cozinha', null)).toEqual({});
    expect(withBackup({}, 'Cozinha', { printer: 'Cozinha', afterSeconds: 30 })).toEqual({});
  });
});

describe('printers on screen', () => {
  it('lists the module printers and every printer the settings name, once each', () => {
    const settings: PrintSettings = {
      ...SCREEN_DEFAULTS,
      impressora: 'Caixa',
      impressorasCaixa: ['Caixa', 'Balcão'],
      impressorasProducao: { '11': { impressora: 'Cozinha', agrupamento: false }, '12': { impressora: '', agrupamento: false } },
    };
    expect(knownPrinters(settings, ['Cozinha', 'Bar'])).toEqual(['Cozinha', 'Bar', 'Caixa', 'Balcão']);
  });

  const CLOUD_MACHINE: PrintSettings = {
    ...SCREEN_DEFAULTS,
    impressora: 'EPSON TM-T20 (Caixa)',
    impressorasCaixa: ['Caixa', ' Balcão '],
    impressaoProducao: true,
    impressorasProducao: { '11': { impressora: 'Cozinha', agrupamento: false }, '12': { impressora: '', agrupamento: false }, '13': { impressora: 'Bar', agrupamento: true } },
    printerCodePages: { 'Impressora Antiga': 'cp860' },
  };

  it('the printers the settings print to: default, cashier and, while on, production ones', () => {
    expect(configuredPrinters(CLOUD_MACHINE)).toEqual(['EPSON TM-T20 (Caixa)', 'Caixa', 'Balcão', 'Cozinha', 'Bar']);
    expect(configuredPrinters({ ...CLOUD_MACHINE, impressaoProducao: false })).toEqual(['EPSON TM-T20 (Caixa)', 'Caixa', 'Balcão']);
  });

  it('those of them this computer does not have (a code page of an old printer is not a printer in use)', () => {
    expect(missingPrinters(CLOUD_MACHINE, ['Caixa', 'Cozinha', 'Balcão'])).toEqual(['EPSON TM-T20 (Caixa)', 'Bar']);
    expect(missingPrinters(CLOUD_MACHINE, ['EPSON TM-T20 (Caixa)', 'Caixa', 'Cozinha', 'Balcão', 'Bar'])).toEqual([]);
    expect(missingPrinters({ ...SCREEN_DEFAULTS, impressora: '' }, [])).toEqual([]);
  });
});

describe('preview order', () => {
  const categories: MenuCategory[] = [
    { id_cardapio_categoria: 11, nome_categoria: 'Pizzas', status: 'S', disponibilidade: null, ordem: 0 },
    { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 },
  ];

  it("carries the store's name and the store's categories", () => {
    const { order, categoryNames } = previewOrder('Pizzaria Bella Napoli', categories);
    expect(order.estabelecimento_nome).toBe('Pizzaria Bella Napoli');
    expect(order.pedidoObj.itens.map((i) => i.id_cardapio_categoria)).toEqual([11, 11, 12, 11, 30]);
    expect(categoryNames[11]).toBe('Pizzas');
    expect(categoryNames[30]).toBe('Sobremesas');
  });

  it("never shows the example's store: without a name yet it prints none", () => {
    expect(previewOrder('', []).order.estabelecimento_nome).toBe('');
    expect(previewOrder('  ', []).order.estabelecimento_nome).not.toBe(EXAMPLE_ORDER.estabelecimento_nome);
  });
});

describe('form validation', () => {
  it('accepts the defaults and refuses copies below 1 or a negative margin', async () => {
    await expect(printSettingsSchema.validate(SCREEN_DEFAULTS)).resolves.toBeTruthy();
    await expect(printSettingsSchema.validateAt('qtdeCopia', { qtdeCopia: 0 })).rejects.toThrow('Informe um valor entre 1 e 99.');
    await expect(printSettingsSchema.validateAt('margemEsquerda', { margemEsquerda: -1 })).rejects.toThrow('Informe um valor entre 0 e 16.');
    await expect(printSettingsSchema.validateAt('saltoLinhaInicio', { saltoLinhaInicio: '' })).rejects.toThrow();
  });
});
