// The api's own types, generated from api/openapi.yaml, named for this feature.
import type { components } from '@site/shared/api';

type Schemas = components['schemas'];

export type Questionnaire = Schemas['Questionnaire'];
export type QuestionnaireSaveRequest = Schemas['QuestionnaireSaveRequest'];
export type TravelPlatformKey = Schemas['TravelPlatformKey'];
export type BookingVolumeBand = Schemas['BookingVolumeBand'];
export type Country = Schemas['Country'];
export type AreaCode = Schemas['AreaCode'];

/** Step 1/2 as the api takes it: contact information. */
export type ContactStepRequest = Required<Pick<QuestionnaireSaveRequest, 'companyName' | 'contactPerson' | 'businessEmail' | 'areaCode' | 'contactNo' | 'country'>>;
/** Step 2/2 as the api takes it: the partnered travel platforms. */
export type PlatformsStepRequest = Required<Pick<QuestionnaireSaveRequest, 'platforms' | 'annualBookingVolume' | 'yearsOperating'>> &
  Pick<QuestionnaireSaveRequest, 'otherPlatform'>;
