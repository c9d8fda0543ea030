import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingsError, loadAgentConfig } from './config';
import { parsePrintRequest } from './request';

async function settingsFile(content: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-'));
  const file = join(dir, 'config.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('print agent configuration', () => {
  it('reads PRINT_AGENT_PRINTERS, with the default ports', async () => {
    const config = await loadAgentConfig({
      PRINT_AGENT_PRINTERS: '[{"name":"Cozinha","uri":"tcp://127.0.0.1:9101","codePage":"CP860"},{"name":"Caixa","uri":"os://Caixa"}]',
    });
    expect(config).toEqual({
      port: 65516,
      legacyPort: 65517,
      allowedOrigins: [],
      file: null,
      printers: [
        { name: 'Cozinha', uri: 'tcp://127.0.0.1:9101', codePage: 'cp860' },
        { name: 'Caixa', uri: 'os://Caixa', codePage: 'cp850' },
      ],
    });
  });

  it('takes the command line over the environment, and the environment over the file', async () => {
    const file = await settingsFile({ printers: [{ name: 'Bar', uri: 'tcp://10.0.0.9' }], port: 7000, legacyPort: 7001, origins: ['https://a.example'] });
    const env = { PRINT_AGENT_CONFIG: file, PRINT_AGENT_LEGACY_PORT: '7002', PRINT_AGENT_ORIGINS: 'https://b.example, https://c.example' };
    const config = await loadAgentConfig(env);
    expect(config).toEqual({
      port: 7000,
      legacyPort: 7002,
      allowedOrigins: ['https://b.example', 'https://c.example'],
      printers: [{ name: 'Bar', uri: 'tcp://10.0.0.9', codePage: 'cp850' }],
      file,
    });
    const flags = await loadAgentConfig(env, { port: '0', 'legacy-port': '0', origins: 'https://d.example', printers: '[{"name":"Caixa","uri":"tcp://10.0.0.8"}]' });
    expect(flags).toMatchObject({ port: 0, legacyPort: 0, allowedOrigins: ['https://d.example'], printers: [{ name: 'Caixa' }] });
  });

  it("reads the file in the user's config folder when there is one and no other is named", async () => {
    const file = await settingsFile([{ name: 'Caixa', uri: 'tcp://10.0.0.8:9100', codePage: 'wpc1252' }]);
    expect((await loadAgentConfig({}, {}, file)).printers).toEqual([{ name: 'Caixa', uri: 'tcp://10.0.0.8:9100', codePage: 'wpc1252' }]);
    expect(await loadAgentConfig({}, {}, join(tmpdir(), 'nao-existe', 'config.json'))).toMatchObject({ printers: [], file: null });
    const other = await settingsFile({ port: 7100 });
    expect(await loadAgentConfig({}, { config: other }, file)).toMatchObject({ port: 7100, printers: [], file: other });
  });

  it('says in Portuguese what is wrong with a settings file, and which file', async () => {
    const reasons = async (content: unknown) => {
      const file = await settingsFile(content);
      const error = await loadAgentConfig({}, { config: file }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SettingsError);
      return (error as Error).message.replace(file, 'config.json');
    };
    expect(await reasons('{ "printers": [ ')).toMatch(/^O arquivo de configuração config.json não é um JSON válido: /);
    expect(await reasons({ port: 'abc' })).toBe('Configuração inválida em config.json: port: a porta deve ser um número.');
    expect(await reasons({ port: 70000 })).toBe('Configuração inválida em config.json: port: a porta vai até 65535.');
    expect(await reasons({ Printers: [] })).toBe(
      'Configuração inválida em config.json: campo desconhecido: Printers (o arquivo é uma lista de impressoras ou { "printers", "port", "legacyPort", "origins" }).',
    );
    expect(await reasons({ printers: [{ name: 'Cozinha', uri: '192.168.0.50' }] })).toBe(
      'Configuração inválida em config.json: Impressora 1 (Cozinha): "192.168.0.50" não é um endereço de impressora: use tcp://ip:porta ou os://nome.',
    );
    // a bare list names its printers the same way
    expect(await reasons([{ name: 'Cozinha', uri: 'tcp://127.0.0.1:9101' }, { name: ' Caixa ' }])).toBe(
      'Configuração inválida em config.json: Impressora 2 (Caixa): informe o endereço: tcp://ip:porta ou os://nome.',
    );
    const missing = join(tmpdir(), 'nao-existe', 'config.json');
    await expect(loadAgentConfig({ PRINT_AGENT_CONFIG: missing })).rejects.toThrow(`Não foi possível ler o arquivo de configuração ${missing}: o arquivo não existe.`);
  });

  it('refuses a port that is not one, naming where it came from', async () => {
    await expect(loadAgentConfig({ PRINT_AGENT_PORT: 'abc' })).rejects.toThrow('Porta inválida em PRINT_AGENT_PORT: abc (use um número de 0 a 65535).');
    await expect(loadAgentConfig({}, { 'legacy-port': '65536' })).rejects.toThrow('Porta inválida em --legacy-port: 65536');
    await expect(loadAgentConfig({}, { printers: '[{"name":"X","uri":"lpt1"}]' })).rejects.toThrow(
      '--printers: Lista de impressoras inválida: Impressora 1 (X): "lpt1" não é um endereço de impressora',
    );
  });
});

describe('print request', () => {
  it('takes the blocks of a ticket as the panel lays them out, and refuses blocks it cannot print', () => {
    const blocos = [{ type: 'text', text: 'FECHAMENTO DO DIA', align: 'center', bold: true, size: 'tall', indent: 0, hang: 0 }, { type: 'cut' }];
    expect(parsePrintRequest({ impressora: 'Caixa', texto: 'FECHAMENTO DO DIA\n', blocos })).toMatchObject({ ok: true, value: { blocos } });
    expect(parsePrintRequest({ impressora: 'Caixa', texto: 'x', blocos: [{ type: 'text', text: 'x', size: 'enorme' }] })).toMatchObject({
      ok: false,
      mensagem: expect.stringMatching(/^Dados de impressão inválidos \(blocos\.0/),
    });
  });

  it('takes form-encoded strings and the older field names', () => {
    const parsed = parsePrintRequest({ printer: 'Cozinha', text: 'Oi', copias: '2', largura: '58mm', producao: 'S', margemEsquerda: '1' });
    expect(parsed).toEqual({
      ok: true,
      value: {
        impressora: 'Cozinha',
        texto: 'Oi',
        qtdeCopia: 2,
        delay: 1000,
        larguraMaximaPagina: '4,8',
        saltoLinhaInicio: 0,
        margemEsquerda: 1,
        margemDireita: 0,
        nomeFonte: 'Tahoma',
        tamanhoFonte: 8,
        impressaoProducao: true,
      },
    });
  });

  it('refuses out-of-range copies and an unknown page width', () => {
    expect(parsePrintRequest({ impressora: 'A', texto: 'x', qtdeCopia: 50 })).toEqual({ ok: false, mensagem: 'Dados de impressão inválidos (qtdeCopia): máximo 20.' });
    expect(parsePrintRequest({ impressora: 'A', texto: 'x', qtdeCopia: 'duas' })).toEqual({ ok: false, mensagem: 'Dados de impressão inválidos (qtdeCopia): deve ser um número.' });
    expect(parsePrintRequest({ impressora: 'A', texto: 'x', larguraMaximaPagina: '9,9' })).toEqual({
      ok: false,
      mensagem: 'Dados de impressão inválidos (larguraMaximaPagina): use 4,8 (58 mm) ou 7,0 (80 mm).',
    });
    expect(parsePrintRequest({ impressora: '', texto: 'x' })).toEqual({ ok: false, mensagem: 'Dados de impressão inválidos (impressora): informe a impressora.' });
  });
});
