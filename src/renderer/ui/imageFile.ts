/**
 * Which image files the panel accepts (spec 02 §5, §9): the formats and the size limit of each
 * upload, checked by both the file name's extension and its MIME type.
 */
import { formatNumberBR } from '../../shared/format';
import { KIT_MESSAGES } from './kitMessages';

export type ImageExtension = 'png' | 'jpg' | 'jpeg' | 'webp' | 'gif';

const MIME_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** 1 MB as the spec counts it (10 MB = 10485760 bytes). */
export const MEGABYTE = 1024 * 1024;

export interface ImageRule {
  /** the accepted extensions, in the order the message names them */
  accept: readonly ImageExtension[];
  maxBytes?: number;
}

/** The uploads of the spec. */
export const IMAGE_RULES = {
  /** product photo: png, jpg, jpeg */
  productPhoto: { accept: ['png', 'jpg', 'jpeg'] },
  /** stock item image: JPG, JPEG, PNG, WEBP up to 2 MB (500x500 recommended) */
  stockImage: { accept: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 2 * MEGABYTE },
  /** online payment registration documents: png, jpg, jpeg */
  document: { accept: ['png', 'jpg', 'jpeg'] },
  /** store logo and banner: png, jpg, jpeg */
  logoBanner: { accept: ['png', 'jpg', 'jpeg'] },
} as const satisfies Record<string, ImageRule>;

/** What a file input offers: '.png,.jpg,.jpeg,image/png,image/jpeg'. */
export function acceptAttribute(rule: ImageRule): string {
  const mimes = [...new Set(rule.accept.map((ext) => MIME_TYPES[ext]))];
  return [...rule.accept.map((ext) => `.${ext}`), ...mimes].join(',');
}

/** The formats as a person reads them: 'PNG, JPG ou JPEG'. */
export function acceptedFormatsText(rule: ImageRule): string {
  const names = rule.accept.map((ext) => ext.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '');
}

/** Megabytes with one decimal, rounded up so a file just over the limit never reads as the limit. */
function megabytesText(bytes: number): string {
  return formatNumberBR(Math.ceil((bytes / MEGABYTE) * 10) / 10, 1);
}

/**
 * Why a file cannot be sent, in Portuguese, or null when it can: a format not accepted (by the
 * extension of its name or its MIME type) names the accepted formats; a file too large says its
 * size and the limit in MB ('A imagem tem 2,4 MB. O tamanho máximo é 2 MB.').
 */
export function checkImageFile(file: { name: string; type: string; size: number }, rule: ImageRule): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const extensionOk = rule.accept.some((ext) => ext === extension);
  const typeOk = rule.accept.some((ext) => MIME_TYPES[ext] === file.type.toLowerCase());
  if (!extensionOk || !typeOk) return KIT_MESSAGES.imageWrongType(acceptedFormatsText(rule));
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) {
    return KIT_MESSAGES.imageTooLarge(megabytesText(file.size), formatNumberBR(rule.maxBytes / MEGABYTE, 1));
  }
  return null;
}
