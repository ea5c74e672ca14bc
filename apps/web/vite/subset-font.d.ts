// subset-font 2.9 (harfbuzz's hb-subset in WebAssembly). @types/subset-font describes 2.3, without `noHinting`.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Drops the TrueType instructions (hinting). */
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
