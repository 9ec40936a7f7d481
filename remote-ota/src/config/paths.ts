/** The routes of this remote below the language prefix, in the order of the flow. */
export const OTA_PATHS = {
  landing: '/OTAFinance',
  contact: '/Questionnaire1',
  platforms: '/Questionnaire2',
  progress: '/ProgressBar',
  quota: '/QuotaDisplay',
} as const;

export type OtaPage = keyof typeof OTA_PATHS;
export type OtaPath = (typeof OTA_PATHS)[OtaPage];
