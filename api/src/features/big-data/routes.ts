import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { queryQuestionnaire, saveOrUpdateQuestionnaire } from './questionnaire-service';
import { bookingVolumeOptions, platformOptions } from './travel-lookups';

type BigDataHandlers = Pick<
  Handlers,
  'saveOrUpdateQuestionnaire' | 'queryQuestionnaire' | 'listTravelPlatforms' | 'listBookingVolumeBands'
>;

/** The big-data service: the OTA questionnaire and its indicative limit. */
export function bigDataHandlers(db: Database): BigDataHandlers {
  return {
    saveOrUpdateQuestionnaire: ({ body }) => saveOrUpdateQuestionnaire(db, body),
    queryQuestionnaire: ({ body }) => queryQuestionnaire(db, body.customerFlag),
    listTravelPlatforms: ({ lang }) => platformOptions(lang),
    listBookingVolumeBands: ({ lang }) => bookingVolumeOptions(lang),
  };
}
