import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCsv } from '../../shared/csv';
import { ExportCsvButton } from './ExportCsvButton';

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  const urls = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:teste/${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: urls.get(this.href) as Blob });
  });
});

afterEach(() => vi.restoreAllMocks());

describe('ExportCsvButton', () => {
  it('downloads the CSV text under the given name, as UTF-8 CSV', async () => {
    const csv = toCsv([{ nome: 'Conceição' }], [{ header: 'Cliente', value: (r) => r.nome }]);
    render(<ExportCsvButton fileName="clientes.csv" csv={() => csv} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('clientes.csv');
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no text(): read its bytes as a browser would
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0]!.blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('waits for an asynchronous build, and says so when it fails, keeping the button usable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const build = vi.fn(() => (fail ? Promise.reject(new Error('rede')) : Promise.resolve('a;b\r\n')));
    render(<ExportCsvButton fileName="x.csv" csv={build} label="Exportar transações" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar transações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível gerar a planilha. Tente novamente.');
    expect(saved).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Exportar transações' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).toHaveLength(1);
  });

  it('is disabled when there is nothing to export', () => {
    render(<ExportCsvButton fileName="x.csv" csv={() => ''} disabled />);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
