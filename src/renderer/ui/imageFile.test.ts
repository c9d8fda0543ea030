import { describe, expect, it } from 'vitest';
import { IMAGE_RULES, MEGABYTE, acceptAttribute, acceptedFormatsText, checkImageFile } from './imageFile';

const png = (size = 1000) => ({ name: 'foto.png', type: 'image/png', size });

describe('checkImageFile', () => {
  it('accepts a product photo in png, jpg or jpeg, whatever the case of the name', () => {
    expect(([[png(), IMAGE_RULES.productPhoto], [{ name: 'foto.JPG', type: 'image/jpeg', size: 10 }, IMAGE_RULES.productPhoto], [{ name: 'a.b.jpeg', type: 'image/jpeg', size: 10 }, IMAGE_RULES.productPhoto]] as const).map(([a, b]) => checkImageFile(a, b))).toEqual(
      [null, null, null],
    );
  });

  it('refuses another format, naming the accepted ones', () => {
    expect(checkImageFile({ name: 'foto.webp', type: 'image/webp', size: 10 }, IMAGE_RULES.productPhoto)).toBe(
      'Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.',
    );
    expect(checkImageFile({ name: 'contrato.pdf', type: 'application/pdf', size: 10 }, IMAGE_RULES.stockImage)).toBe(
      'Formato de imagem não aceito. Envie um arquivo JPG, JPEG, PNG ou WEBP.',
    );
  });

  it('checks both the name and the MIME type', () => {
    // a renamed file: png name, PDF content
    expect(checkImageFile({ name: 'foto.png', type: 'application/pdf', size: 10 }, IMAGE_RULES.document)).not.toBeNull();
    // right type, name without an accepted extension
    expect(checkImageFile({ name: 'foto', type: 'image/png', size: 10 }, IMAGE_RULES.document)).not.toBeNull();
    expect(checkImageFile({ name: 'foto.gif', type: 'image/png', size: 10 }, IMAGE_RULES.logoBanner)).not.toBeNull();
  });

  it('refuses a stock image over 2 MB, saying its size and the limit', () => {
    expect(checkImageFile(png(2.4 * MEGABYTE), IMAGE_RULES.stockImage)).toBe('A imagem tem 2,4 MB. O tamanho máximo é 2 MB.');
    expect(checkImageFile({ name: 'x.webp', type: 'image/webp', size: 2 * MEGABYTE }, IMAGE_RULES.stockImage)).toBeNull();
  });

  it('never shows a file just over the limit as the limit itself', () => {
    expect(checkImageFile(png(2 * MEGABYTE + 1), IMAGE_RULES.stockImage)).toBe('A imagem tem 2,1 MB. O tamanho máximo é 2 MB.');
  });

  it('has no size limit when the rule has none', () => {
    expect(checkImageFile(png(50 * MEGABYTE), IMAGE_RULES.productPhoto)).toBeNull();
  });
});

describe('acceptAttribute / acceptedFormatsText', () => {
  it('lists extensions and MIME types for the file dialog', () => {
    expect(acceptAttribute(IMAGE_RULES.productPhoto)).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(acceptAttribute(IMAGE_RULES.stockImage)).toBe('.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
  });
  it('names the formats for people', () => {
    expect(acceptedFormatsText({ accept: ['png'] })).toBe('PNG');
    expect(acceptedFormatsText(IMAGE_RULES.document)).toBe('PNG, JPG ou JPEG');
  });
});
