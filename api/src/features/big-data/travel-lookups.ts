import type { components } from '@site/shared/api/schema';
import type { Lang, Localized } from '../../i18n/lang';
import type { OptionItem } from '../official/lookups';

type Schemas = components['schemas'];

/** The partnered travel platforms of questionnaire step 2; brand names are not translated. */
export const TRAVEL_PLATFORMS: readonly { key: Schemas['TravelPlatformKey']; label: Localized }[] = [
  { key: 'BOOKING_COM', label: { en: 'Booking.com', 'zh-CN': 'Booking.com', 'zh-HK': 'Booking.com' } },
  { key: 'EXPEDIA', label: { en: 'Expedia', 'zh-CN': 'Expedia', 'zh-HK': 'Expedia' } },
  { key: 'AGODA', label: { en: 'Agoda', 'zh-CN': 'Agoda', 'zh-HK': 'Agoda' } },
  { key: 'TRIP_COM', label: { en: 'Trip.com', 'zh-CN': '携程 Trip.com', 'zh-HK': '攜程 Trip.com' } },
  { key: 'AIRBNB', label: { en: 'Airbnb', 'zh-CN': '爱彼迎 Airbnb', 'zh-HK': 'Airbnb' } },
  { key: 'HOTELBEDS', label: { en: 'Hotelbeds', 'zh-CN': 'Hotelbeds', 'zh-HK': 'Hotelbeds' } },
  { key: 'TRAVELOKA', label: { en: 'Traveloka', 'zh-CN': 'Traveloka', 'zh-HK': 'Traveloka' } },
  { key: 'FLIGGY', label: { en: 'Fliggy', 'zh-CN': '飞猪', 'zh-HK': '飛豬' } },
  { key: 'MEITUAN', label: { en: 'Meituan', 'zh-CN': '美团', 'zh-HK': '美團' } },
  { key: 'OTHER', label: { en: 'Other', 'zh-CN': '其他', 'zh-HK': '其他' } },
];

/** Annual gross booking value bands, smallest first. */
export const BOOKING_VOLUME_BANDS: readonly { key: Schemas['BookingVolumeBand']; label: Localized }[] = [
  { key: 'BELOW_1M', label: { en: 'Below USD 1 million', 'zh-CN': '100 万美元以下', 'zh-HK': '100 萬美元以下' } },
  { key: 'FROM_1M_TO_5M', label: { en: 'USD 1-5 million', 'zh-CN': '100 万至 500 万美元', 'zh-HK': '100 萬至 500 萬美元' } },
  { key: 'FROM_5M_TO_20M', label: { en: 'USD 5-20 million', 'zh-CN': '500 万至 2,000 万美元', 'zh-HK': '500 萬至 2,000 萬美元' } },
  { key: 'FROM_20M_TO_50M', label: { en: 'USD 20-50 million', 'zh-CN': '2,000 万至 5,000 万美元', 'zh-HK': '2,000 萬至 5,000 萬美元' } },
  { key: 'FROM_50M_TO_100M', label: { en: 'USD 50-100 million', 'zh-CN': '5,000 万至 1 亿美元', 'zh-HK': '5,000 萬至 1 億美元' } },
  { key: 'ABOVE_100M', label: { en: 'Above USD 100 million', 'zh-CN': '1 亿美元以上', 'zh-HK': '1 億美元以上' } },
];

export const platformOptions = (lang: Lang): OptionItem[] =>
  TRAVEL_PLATFORMS.map((p) => ({ dictParam: 'TRAVEL_PLATFORM', dictKey: p.key, displayName: p.label[lang] }));

export const bookingVolumeOptions = (lang: Lang): OptionItem[] =>
  BOOKING_VOLUME_BANDS.map((b) => ({ dictParam: 'ANNUAL_BOOKING_VOLUME', dictKey: b.key, displayName: b.label[lang] }));
