import type { Handlers } from '../../http/operations';
import { areaCodeList, countryList } from './countries';

/** The kyc service: country and dial-code lists. */
export function kycHandlers(): Pick<Handlers, 'listCountries' | 'listAreaCodes'> {
  return {
    listCountries: ({ lang }) => countryList(lang),
    listAreaCodes: ({ lang }) => areaCodeList(lang),
  };
}
