export declare const READ_ONLY_ALLOW: string;
export declare function methodAccepted(method: string | undefined, urlPath: string, postPaths: readonly string[]): boolean;
