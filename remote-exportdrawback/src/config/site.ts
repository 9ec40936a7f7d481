/** Where the shell mounts this remote (outside the language prefix). */
export const MOUNT_PATH = '/exportdrawback';

/** Query parameters carried from page to page, so an application keeps its channel. */
export const KEPT_QUERY = ['channelId'] as const;

/** The product the app login opens for: the header's login goes to this product's app login. */
export const PRODUCT_TYPE = 'EXPORT_DRAWBACK';

/** Paths on the main site, reached through navigate('//…') (the shell's escape from a mount point). */
export const MAIN_SITE = { home: '//zh_cn', policy: '//zh_cn/policy' } as const;

/** The micro-site is Chinese only: the api answers it in Simplified Chinese too. */
export const MICRO_SITE_LANG = 'zh_cn' as const;
