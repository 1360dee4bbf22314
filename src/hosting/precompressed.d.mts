export type TwinFolder = { prefix: string; folder: string; types: Record<string, string>; gzipped: boolean };
export declare const TWIN_FOLDERS: readonly TwinFolder[];
export declare const BROTLI_TWIN_MIN_BYTES: number;
export declare function twinPattern(twinFolder: TwinFolder): string;
export declare function brotliTwin(rootDir: string, urlPath: string): { file: string; contentType: string } | null;
export declare function acceptsBrotli(acceptEncoding: string | undefined): boolean;
