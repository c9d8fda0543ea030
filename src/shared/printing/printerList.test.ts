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
    expect(() => parsePrintersJson('[{"name":"X","uri":"http://x"}]')).toThrow('Lista de impressoras inválida: 0.uri: use tcp://ip:porta ou os://nome');
    expect(() => parsePrintersJson('[{"name":"X","uri":"tcp://x","codePage":"cp437"}]')).toThrow(/página de código/);
  });
});
