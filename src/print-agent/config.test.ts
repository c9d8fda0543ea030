import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAgentConfig } from './config';
import { parsePrintRequest } from './request';

describe('print agent configuration', () => {
  it('reads PRINT_AGENT_PRINTERS', async () => {
    const config = await loadAgentConfig({
      PRINT_AGENT_PRINTERS: '[{"name":"Cozinha","uri":"tcp://127.0.0.1:9101","codePage":"CP860"},{"name":"Caixa","uri":"os://Caixa"}]',
    });
    expect(config).toEqual({
      port: 65516,
      legacyPort: 65517,
      allowedOrigins: [],
      printers: [
        { name: 'Cozinha', uri: 'tcp://127.0.0.1:9101', codePage: 'cp860' },
        { name: 'Caixa', uri: 'os://Caixa', codePage: 'cp850' },
      ],
    });
  });

  it('reads a config file, with the environment winning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agent-'));
    const file = join(dir, 'agent.json');
    await writeFile(file, JSON.stringify({ printers: [{ name: 'Bar', uri: 'tcp://10.0.0.9' }], port: 7000, origins: ['https://a.example'] }));
    const config = await loadAgentConfig({ PRINT_AGENT_LEGACY_PORT: '7001', PRINT_AGENT_ORIGINS: 'https://b.example, https://c.example' }, ['--config', file]);
    expect(config).toMatchObject({ port: 7000, legacyPort: 7001, allowedOrigins: ['https://b.example', 'https://c.example'] });
    expect(config.printers).toEqual([{ name: 'Bar', uri: 'tcp://10.0.0.9', codePage: 'cp850' }]);
  });
});

describe('print request', () => {
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
