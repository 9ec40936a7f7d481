/** The routes of this remote below the language prefix (spec 2.1), in the order of the flow (spec 4). */
export const OTA_PATHS = {
  landing: '/OTAFinance',
  contact: '/Questionnaire1',
  platforms: '/Questionnaire2',
  progress: '/ProgressBar',
  quota: '/QuotaDisplay',
} as const;

export type OtaPage = keyof typeof OTA_PATHS;
export type OtaPath = (typeof OTA_PATHS)[OtaPage];

/** The page of `path`, or undefined for a path this remote does not serve. */
export function pageOf(path: string): OtaPage | undefined {
  return (Object.keys(OTA_PATHS) as OtaPage[]).find((page) => OTA_PATHS[page] === path);
}
