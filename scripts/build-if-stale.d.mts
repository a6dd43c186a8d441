export declare const root: string;
export declare function buildIfStale(): boolean;
