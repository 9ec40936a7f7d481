// Tests only: an in-memory stand-in for the api calls of this feature, behind a mocked callApi.
import { ApiError, type components, type Operation } from '@site/shared/api';

type Schemas = components['schemas'];
type AreaCode = Schemas['AreaCode'];
type Country = Schemas['Country'];
type Questionnaire = Schemas['Questionnaire'];
type QuestionnaireSaveRequest = Schemas['QuestionnaireSaveRequest'];

export const AREA_CODES: AreaCode[] = [
  { id: 'CA', areaCode: '+1', areaName: 'Canada +1' },
  { id: 'CN', areaCode: '+86', areaName: 'China +86' },
  { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
  { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
  { id: 'US', areaCode: '+1', areaName: 'United States +1' },
];
export const COUNTRIES: Country[] = [
  { id: 'CN', code: 'CN', countryNameEng: 'China', countryNameCn: '中国', countryNameHk: '中國', displayName: 'China' },
  { id: 'HK', code: 'HK', countryNameEng: 'Hong Kong', countryNameCn: '中国香港', countryNameHk: '中國香港', displayName: 'Hong Kong' },
  { id: 'SG', code: 'SG', countryNameEng: 'Singapore', countryNameCn: '新加坡', countryNameHk: '新加坡', displayName: 'Singapore' },
];

/** `path` is the operation's path after its service prefix (`areaCode/list` for /api/kyc/areaCode/list). */
type Call = { operationId: string; path: string; body: Record<string, unknown> };
type Init = { body?: unknown } | undefined;

const record = (customerFlag: string): Questionnaire => ({
  id: '7a0c61f2-1d7e-4b8e-a1f0-3c5d2e9b8a77',
  customerFlag,
  companyName: null,
  contactPerson: null,
  businessEmail: null,
  areaCode: null,
  contactNo: null,
  country: null,
  platforms: [],
  otherPlatform: null,
  annualBookingVolume: null,
  yearsOperating: null,
  step1Complete: false,
  step2Complete: false,
  indicativeLimitUsd: null,
  createBy: 'public-site',
  createTime: '2026-01-01T00:00:00.000Z',
  updateBy: 'public-site',
  updateTime: '2026-01-01T00:00:00.000Z',
});

export const serverError = () => new ApiError('Something went wrong on our side; please try again later', 'INTERNAL_ERROR', 500);

/** Answers callApi like the api would; `fail(path)` makes the next call to that path fail. */
export function fakeApi(callApi: jest.Mock, { limit = 2_500_000 } = {}) {
  const saved = new Map<string, Questionnaire>();
  const calls: Call[] = [];
  const failures = new Map<string, (ApiError | 'hang')[]>();
  let resolveHeld: (() => void) | null = null;

  callApi.mockImplementation(async (operation: Operation, init: Init) => {
    const body = (init?.body ?? {}) as Record<string, unknown>;
    const path = operation.path.split('/').slice(3).join('/');
    calls.push({ operationId: operation.id, path, body });
    const failure = failures.get(path)?.shift();
    if (failure === 'hang') await new Promise<void>((resolve) => (resolveHeld = resolve));
    else if (failure) throw failure;
    if (path === 'areaCode/list') return AREA_CODES;
    if (path === 'country/list') return COUNTRIES;
    const flag = String(body.customerFlag);
    if (path === 'travelCustomerQuestionnaire/queryByCustomerFlag') {
      const found = saved.get(flag);
      if (!found) throw new ApiError('Not found', 'QUESTIONNAIRE_NOT_FOUND', 404);
      return found;
    }
    if (path === 'travelCustomerQuestionnaire/saveOrUpdate') {
      const { customerFlag: _flag, step, ...answers } = body as QuestionnaireSaveRequest;
      const current = saved.get(flag) ?? record(flag);
      if (step === 2 && !current.step1Complete) throw new ApiError('Complete step 1 first', 'QUESTIONNAIRE_STEP1_REQUIRED', 409);
      const next: Questionnaire =
        step === 1
          ? { ...current, ...answers, step1Complete: true }
          : { ...current, ...answers, otherPlatform: answers.otherPlatform ?? null, step2Complete: true, indicativeLimitUsd: limit };
      saved.set(flag, next);
      return next;
    }
    throw new Error(`unexpected call ${operation.id}`);
  });

  return {
    saved,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    fail: (path: string, error: ApiError | 'hang' = serverError()) => failures.set(path, [...(failures.get(path) ?? []), error]),
    /** Lets a held ('hang') call answer. */
    release: () => resolveHeld?.(),
    /** Stores answers as if an earlier visit had saved them. */
    seed: (flag: string, answers: Partial<Questionnaire>) => saved.set(flag, { ...record(flag), ...answers }),
  };
}
