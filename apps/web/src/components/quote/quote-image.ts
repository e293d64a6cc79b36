// Draws a quote document as a card on a <canvas> and answers it as a PNG, in the browser and without a library.
import type { QuoteDocument } from './quote-text';

/** Only the brand colour follows the theme: the card stays light whatever the page's mode, as chat apps show it. */
export type QuoteCardColours = { primary: string; onPrimary: string };

const WIDTH = 640;
const PAD = 28;
/** Drawn at twice the size so the text stays sharp on phone screens. */
const SCALE = 2;
const FONT = '"Roboto", "Helvetica Neue", Arial, sans-serif';
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#d9e2ec';
const TOTAL_BAND = '#f0f4f8';

type Style = { size: number; weight: 400 | 500 | 700; colour: string };
type Op =
  | { kind: 'text'; text: string; x: number; y: number; style: Style; align: 'left' | 'right' }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; colour: string };

const fontOf = (style: Style) => `${style.weight} ${style.size}px ${FONT}`;
const lineHeight = (style: Style) => Math.round(style.size * 1.45);

/** Splits a text into lines that fit `width`, breaking at spaces (or inside a word longer than a line). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
    while (context.measureText(line).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && context.measureText(line.slice(0, cut)).width > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Places every text and band of the card, top to bottom, and answers the height it needs. */
function layout(
  context: CanvasRenderingContext2D,
  quote: QuoteDocument,
  colours: QuoteCardColours,
): { ops: Op[]; height: number } {
  const ops: Op[] = [];
  const inner = WIDTH - 2 * PAD;
  let y = PAD;
  const text = (value: string, style: Style, options: { x?: number; width?: number; gap?: number } = {}) => {
    context.font = fontOf(style);
    for (const line of wrap(context, value, options.width ?? inner)) {
      ops.push({ kind: 'text', text: line, x: options.x ?? PAD, y, style, align: 'left' });
      y += lineHeight(style);
    }
    y += options.gap ?? 0;
  };
  const rule = () => {
    ops.push({ kind: 'rect', x: PAD, y, width: inner, height: 1, colour: RULE });
    y += 14;
  };

  const band: Op = { kind: 'rect', x: 0, y: 0, width: WIDTH, height: 0, colour: colours.primary };
  ops.push(band);
  if (quote.agency) text(quote.agency, { size: 14, weight: 500, colour: colours.onPrimary }, { gap: 4 });
  text(quote.title, { size: 24, weight: 700, colour: colours.onPrimary });
  text(quote.subtitle, { size: 15, weight: 400, colour: colours.onPrimary });
  y += PAD - 8;
  band.height = y;
  y += 20;

  for (const leg of quote.legs) {
    text(leg.heading, { size: 16, weight: 700, colour: colours.primary });
    text(leg.route, { size: 18, weight: 700, colour: INK });
    text(leg.schedule, { size: 15, weight: 400, colour: INK });
    for (const detail of leg.details) text(detail, { size: 14, weight: 400, colour: MUTED });
    y += 6;
    rule();
  }

  text(quote.priceTitle, { size: 15, weight: 700, colour: INK }, { gap: 2 });
  const row: Style = { size: 15, weight: 400, colour: INK };
  for (const price of quote.prices) {
    context.font = fontOf(row);
    const amountWidth = context.measureText(price.amount).width;
    ops.push({ kind: 'text', text: price.amount, x: WIDTH - PAD, y, style: row, align: 'right' });
    text(price.label, row, { width: inner - amountWidth - 16 });
  }
  y += 8;

  const totalLabel: Style = { size: 18, weight: 700, colour: INK };
  const totalAmount: Style = { size: 22, weight: 700, colour: colours.primary };
  const bandHeight = lineHeight(totalAmount) + 16;
  ops.push({ kind: 'rect', x: PAD - 12, y, width: inner + 24, height: bandHeight, colour: TOTAL_BAND });
  ops.push({
    kind: 'text',
    text: quote.total.label,
    x: PAD,
    y: y + 8 + (lineHeight(totalAmount) - lineHeight(totalLabel)) / 2,
    style: totalLabel,
    align: 'left',
  });
  ops.push({ kind: 'text', text: quote.total.amount, x: WIDTH - PAD, y: y + 8, style: totalAmount, align: 'right' });
  y += bandHeight + 12;

  for (const note of quote.notes) text(note, { size: 13, weight: 400, colour: MUTED });
  return { ops, height: y + PAD - 8 };
}

function draw(context: CanvasRenderingContext2D, ops: readonly Op[]): void {
  context.textBaseline = 'top';
  for (const op of ops) {
    if (op.kind === 'rect') {
      context.fillStyle = op.colour;
      context.fillRect(op.x, op.y, op.width, op.height);
      continue;
    }
    context.font = fontOf(op.style);
    context.fillStyle = op.style.colour;
    context.textAlign = op.align;
    context.fillText(op.text, op.x, op.y);
  }
}

/** The card as a PNG. Rejects where the browser has no 2D canvas or cannot encode it. */
export async function renderQuoteImage(quote: QuoteDocument, colours: QuoteCardColours): Promise<Blob> {
  // The web fonts must be in before measuring, or the wrapping is computed with a fallback font.
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  const { ops, height } = layout(context, quote, colours);
  // Resizing clears the canvas and its state: size first, then scale and draw.
  canvas.width = WIDTH * SCALE;
  canvas.height = Math.ceil(height * SCALE);
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  draw(context, ops);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded as PNG'))),
      'image/png',
    );
  });
}

/** The PNG as a data: URL, for the preview: the portal's Content-Security-Policy lets images load from data: but not blob:. */
export function pngDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image'));
    reader.readAsDataURL(blob);
  });
}
