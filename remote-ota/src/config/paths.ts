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
