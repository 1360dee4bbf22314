// Types for subset-font 2.9 (the package ships none); only the options this project uses.
declare module 'subset-font' {
  type AxisLimit = number | { min: number; max: number; default?: number };
  export type SubsetFontOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, AxisLimit>;
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    /** OpenType feature tags to keep (hb-subset --layout-features); all are kept by default. */
    keepFeatures?: string[];
  };
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | null | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
