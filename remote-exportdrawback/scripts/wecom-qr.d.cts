/** Renders the SVG of the QR code of `url` (default: company.wecomUrl), as the committed asset holds it. */
export declare function renderWecomQr(url?: string): Promise<string>;
export declare const wecomUrl: string;
