import { parsePrintersJson } from './printerList';

describe('printer list', () => {
  it('reads names, addresses and code pages, CP850 by default', () => {
    expect(parsePrintersJson('[{"name":" Cozinha ","uri":"tcp://127.0.0.1:9101","codePage":"CP860"},{"name":"Caixa","uri":"os://Caixa"}]')).toEqual([
      { name: 'Cozinha', uri: 'tcp://127.0.0.1:9101', codePage: 'cp860' },
      { name: 'Caixa', uri: 'os://Caixa', codePage: 'cp850' },
    ]);
  });

  it('explains a bad printer list in Portuguese', () => {
    expect(() => parsePrintersJson('nada')).toThrow('Lista de impressoras inválida: não é um JSON.');
    expect(() => parsePrintersJson('[{"name":"X","uri":"http://x"}]')).toThrow(
      'Lista de impressoras inválida: Impressora 1 (X): "http://x" não é um endereço de impressora: use tcp://ip:porta ou os://nome.',
    );
    expect(() => parsePrintersJson('[{"uri":"tcp://x"}]')).toThrow('Lista de impressoras inválida: Impressora 1: informe o nome da impressora.');
    // which printer, in words, and a full stop: not '1.uri: informe o endereço...'
    expect(() => parsePrintersJson('[{"name":"Cozinha","uri":"tcp://127.0.0.1:9101"},{"name":"Caixa"}]')).toThrow(
      new Error('Lista de impressoras inválida: Impressora 2 (Caixa): informe o endereço: tcp://ip:porta ou os://nome.'),
    );
    expect(() => parsePrintersJson('{"name":"X"}')).toThrow('Lista de impressoras inválida: é uma lista: [{ "name", "uri", "codePage" }].');
    expect(() => parsePrintersJson('["Cozinha"]')).toThrow('Lista de impressoras inválida: Impressora 1: cada impressora é { "name", "uri", "codePage" }.');
    expect(() => parsePrintersJson('[{"name":"X","uri":"tcp://x","codePage":"cp437"}]')).toThrow(/página de código/);
  });
});
