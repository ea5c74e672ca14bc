import { encode } from 'uqr';

/** The QR code as one SVG path of unit squares (a quiet zone of 2 modules included) and its size in modules. */
export function qrPath(text: string): { d: string; modules: number } {
  const quiet = 2;
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x + quiet} ${y + quiet}h1v1h-1z`)));
  return { d: squares.join(''), modules: size + 2 * quiet };
}
