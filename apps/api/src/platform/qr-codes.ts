// QR codes as PNG or SVG (error correction M). The qrcode package is loaded with the first code, not at start-up.
import type QRCodeModule from 'qrcode';

let library: Promise<typeof QRCodeModule> | undefined;
const qrcode = () => (library ??= import('qrcode').then((module) => module.default));

/** A PNG `width` pixels wide with a quiet zone of `margin` modules. */
export async function qrCodePng(text: string, options: { width: number; margin: number }): Promise<Buffer> {
  return (await qrcode()).toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', ...options });
}

/** An SVG document `width` pixels wide with a quiet zone of `margin` modules. */
export async function qrCodeSvg(text: string, options: { width: number; margin: number }): Promise<string> {
  return (await qrcode()).toString(text, { type: 'svg', errorCorrectionLevel: 'M', ...options });
}
