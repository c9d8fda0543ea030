import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { IMAGE_RULES, MEGABYTE } from './imageFile';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

let urls = 0;
let createObjectURL: MockInstance<typeof URL.createObjectURL>;
let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

beforeEach(() => {
  urls = 0;
  // the test environment's object URLs take only Node's own Blob
  createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++urls}`);
  revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function imageFile(name: string, type: string, size = 1000) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUpload(props: Partial<ImageUploadProps> = {}) {
  const onFile = vi.fn();
  const view = render(<ImageUpload label="Imagem do item" rule={IMAGE_RULES.stockImage} onFile={onFile} {...props} />);
  // the person may pick 'All files' in the OS dialog: the panel checks the file itself
  const user = userEvent.setup({ applyAccept: false });
  const input = () => screen.getByLabelText('Escolher imagem');
  return { ...view, onFile, user, input };
}

describe('ImageUpload', () => {
  it('offers the rule formats in the file dialog and shows the recommendation', () => {
    const { input } = renderUpload({ recommendation: '500x500 recomendado' });
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
    expect(screen.getByRole('group', { name: 'Imagem do item' })).toHaveTextContent('500x500 recomendado');
    expect(screen.getByLabelText('Sem imagem')).toBeInTheDocument();
  });

  it('previews and hands over an accepted file', async () => {
    const { user, input, onFile } = renderUpload();
    const file = imageFile('pizza.webp', 'image/webp', 1.5 * MEGABYTE);
    await user.upload(input(), file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Pré-visualização: Imagem do item' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file too large, says why and sends nothing', async () => {
    const { user, input, onFile } = renderUpload({ currentUrl: 'https://cdn.example/item.png' });
    await user.upload(input(), imageFile('grande.png', 'image/png', 2.4 * MEGABYTE));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem tem 2,4 MB. O tamanho máximo é 2 MB.');
    expect(onFile).not.toHaveBeenCalled();
    // the saved image is still the one shown
    expect(screen.getByRole('img', { name: 'Pré-visualização: Imagem do item' })).toHaveAttribute('src', 'https://cdn.example/item.png');
  });

  it('refuses another format, naming the accepted ones, and clears the refusal on a good file', async () => {
    const { user, input, onFile } = renderUpload({ rule: IMAGE_RULES.productPhoto, label: 'Foto do produto' });
    await user.upload(input(), imageFile('cardapio.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.');
    expect(onFile).not.toHaveBeenCalled();
    await user.upload(input(), imageFile('pizza.jpg', 'image/jpeg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('revokes the preview of a file replaced, of a file the server now holds, and on unmount', async () => {
    const { user, input, rerender, unmount, onFile } = renderUpload();
    await user.upload(input(), imageFile('a.png', 'image/png'));
    await user.upload(input(), imageFile('b.png', 'image/png'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');

    rerender(<ImageUpload label="Imagem do item" rule={IMAGE_RULES.stockImage} onFile={onFile} currentUrl="https://cdn.example/b.png" />);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByRole('img', { name: 'Pré-visualização: Imagem do item' })).toHaveAttribute('src', 'https://cdn.example/b.png');

    await user.upload(input(), imageFile('c.png', 'image/png'));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');
  });

  it('shows the upload progress and waits while busy', () => {
    renderUpload({ progress: 40, busy: true });
    const group = screen.getByRole('group', { name: 'Imagem do item' });
    expect(within(group).getByRole('progressbar', { name: 'Enviando Imagem do item' })).toHaveAttribute('aria-valuenow', '40');
    expect(group).toHaveTextContent('40%');
    expect(screen.getByLabelText('Escolher imagem')).toBeDisabled();
  });

  it('chooses nothing while disabled', async () => {
    const { user, input, onFile } = renderUpload({ disabled: true });
    await user.upload(input(), imageFile('a.png', 'image/png'));
    expect(onFile).not.toHaveBeenCalled();
  });
});
