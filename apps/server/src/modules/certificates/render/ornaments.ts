/** Drawing pieces of the certificate: brand colours, the balance mark and the eight-pointed star. */
export const COLORS = {
  teal: '#0f766e',
  tealDark: '#0b5752',
  gold: '#b8923a',
  ink: '#111827',
  muted: '#4b5563',
  paper: '#fffdf8',
  soft: '#e6f4f2',
} as const;

/** The app's favicon (a balance, «ميزان»), 64 units square, placed at (x, y) with `size`. */
export function balanceMark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">
<rect width="64" height="64" rx="14" fill="${COLORS.teal}"/>
<g fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"><path d="M32 13v36M20 49h24M14 21h36"/><path d="M14 21 8 35h12zM50 21l-6 14h12z"/></g>
<circle cx="32" cy="13" r="3.5" fill="#fff"/></g>`;
}

/** Rub el hizb: two overlapping squares, as one 16-point outline. */
export function star8(cx: number, cy: number, r: number, style: string): string {
  const inner = r * (Math.cos(Math.PI / 4) / Math.cos(Math.PI / 8));
  const points = Array.from({ length: 16 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = (i * Math.PI) / 8 - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" ${style}/>`;
}

export function frame(width: number, height: number): string {
  const corners = [
    [36, 36],
    [width - 36, 36],
    [36, height - 36],
    [width - 36, height - 36],
  ] as const;
  return [
    `<rect width="${width}" height="${height}" fill="${COLORS.paper}"/>`,
    star8(width / 2, height / 2, 330, `fill="none" stroke="${COLORS.teal}" stroke-opacity="0.07" stroke-width="2"`),
    star8(width / 2, height / 2, 310, `fill="none" stroke="${COLORS.gold}" stroke-opacity="0.12" stroke-width="1"`),
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="${COLORS.teal}" stroke-width="8"/>`,
    `<rect x="36" y="36" width="${width - 72}" height="${height - 72}" fill="none" stroke="${COLORS.gold}" stroke-width="1.5"/>`,
    ...corners.map(([x, y]) => star8(x, y, 13, `fill="${COLORS.gold}"`) + `<circle cx="${x}" cy="${y}" r="3.5" fill="${COLORS.paper}"/>`),
  ].join('\n');
}

/** A short gold rule with a diamond in its middle. */
export function divider(cx: number, y: number, halfWidth: number): string {
  return `<g stroke="${COLORS.gold}" stroke-width="1.5"><path d="M${cx - halfWidth} ${y}H${cx - 14}M${cx + 14} ${y}H${cx + halfWidth}"/></g><path d="M${cx} ${y - 6}l6 6-6 6-6-6z" fill="${COLORS.gold}"/>`;
}
