import type { FileFormat, ImageSize } from '../../../shared/uploads';

/*
 * What a file is and how large an image is, read from its bytes: the name and the Content-Type a
 * browser sends are not trusted. PNG and JPEG sizes come from their headers (IHDR, the SOF
 * segment); an SVG's from its root element's width and height, or its viewBox.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SVG_START = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The first bytes of an SVG as text (a UTF-8 byte order mark dropped). */
const textStart = (bytes: Buffer): string =>
  bytes
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');

export const formatOf = (bytes: Buffer): FileFormat | null => {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (SVG_START.test(textStart(bytes))) return 'svg';
  return null;
};

const pngSize = (bytes: Buffer): ImageSize | null =>
  bytes.subarray(12, 16).toString('latin1') === 'IHDR' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), vector: false } : null;

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegSize = (bytes: Buffer): ImageSize | null => {
  let position = 2;
  while (position + 4 <= bytes.length) {
    if (bytes[position] !== 0xff) return null;
    const marker = bytes[position + 1];
    // Fill bytes, and markers without a length (restart markers, TEM).
    if (marker === 0xff) {
      position += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      position += 2;
      continue;
    }
    if (position + 9 > bytes.length) return null;
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(position + 5), width: bytes.readUInt16BE(position + 7), vector: false };
    position += 2 + bytes.readUInt16BE(position + 2);
  }
  return null;
};

/** A length in user units (px or none); other units (%, em) give no size. */
const svgLength = (value: string | undefined): number | null => {
  const match = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
};

const svgSize = (bytes: Buffer): ImageSize | null => {
  const root = /<svg\b([^>]*)>/i.exec(textStart(bytes))?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height, vector: true };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0) return { width: box[2], height: box[3], vector: true };
  return null;
};

/** The image's size from its bytes, or null when the header cannot be read. */
export const imageSizeOf = (bytes: Buffer, format: FileFormat): ImageSize | null => {
  switch (format) {
    case 'png':
      return pngSize(bytes);
    case 'jpeg':
      return jpegSize(bytes);
    case 'svg':
      return svgSize(bytes);
    default:
      return null;
  }
};

/**
 * An SVG shown from our origin must not run anything: scripts, event handler attributes,
 * javascript: links and embedded foreign objects are refused (it is also served with a sandboxing
 * Content-Security-Policy).
 */
export const svgIsActive = (bytes: Buffer): boolean => {
  const text = bytes.toString('utf8');
  return /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(text);
};
