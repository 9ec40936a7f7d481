// Tests only: an in-memory stand-in for the api calls of this feature, answering the real
// client's requests through the fake api (@site/shared/testing/api).
import { ApiError, type components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import { answer, apiFailure, type FakeApi } from '@site/shared/testing/api';

type Schemas = components['schemas'];
type AreaCode = Schemas['AreaCode'];
type Country = Schemas['Country'];
type Questionnaire = Schemas['Questionnaire'];

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

/** Answers the client like the api would; `fail(path)` makes the next call to that path fail. */
export function fakeApi(server: FakeApi, { limit = 2_500_000 } = {}) {
  const saved = new Map<string, Questionnaire>();
  const failures = new Map<string, (ApiError | 'hang')[]>();
  let resolveHeld: (() => void) | null = null;
  const stripped = (path: string) => path.split('/').slice(3).join('/');
  // The calls made since this fake was set up (a test may set up a second visit).
  const first = server.calls.length;
  const calls = (): Call[] => server.calls.slice(first).map((call) => ({ operationId: call.operation, path: stripped(call.path), body: (call.body ?? {}) as Record<string, unknown> }));

  /** The failure queued for this operation's path, as the api would answer it. */
  async function failure(path: string) {
    const next = failures.get(stripped(path))?.shift();
    if (next === 'hang') await new Promise<void>((resolve) => (resolveHeld = resolve));
    else if (next) return apiFailure(next.status ?? 500, next.code, next.message, next.field);
    return undefined;
  }

  server.use(
    answer(op.listAreaCodes, async () => (await failure(op.listAreaCodes.path)) ?? AREA_CODES),
    answer(op.listCountries, async () => (await failure(op.listCountries.path)) ?? COUNTRIES),
    answer(op.queryQuestionnaire, async ({ body }) => {
      const failed = await failure(op.queryQuestionnaire.path);
      if (failed) return failed;
      return saved.get(body.customerFlag) ?? apiFailure(404, 'QUESTIONNAIRE_NOT_FOUND', 'Not found');
    }),
    answer(op.saveOrUpdateQuestionnaire, async ({ body }) => {
      const failed = await failure(op.saveOrUpdateQuestionnaire.path);
      if (failed) return failed;
      const { customerFlag: flag, step, ...answers } = body;
      const current = saved.get(flag) ?? record(flag);
      if (step === 2 && !current.step1Complete) return apiFailure(409, 'QUESTIONNAIRE_STEP1_REQUIRED', 'Complete step 1 first');
      const next: Questionnaire =
        step === 1
          ? { ...current, ...answers, step1Complete: true }
          : { ...current, ...answers, otherPlatform: answers.otherPlatform ?? null, step2Complete: true, indicativeLimitUsd: limit };
      saved.set(flag, next);
      return next;
    }),
  );

  return {
    saved,
    get calls() {
      return calls();
    },
    callsTo: (path: string) => calls().filter((call) => call.path === path),
    fail: (path: string, error: ApiError | 'hang' = serverError()) => failures.set(path, [...(failures.get(path) ?? []), error]),
    /** Lets a held ('hang') call answer. */
    release: () => resolveHeld?.(),
    /** Stores answers as if an earlier visit had saved them. */
    seed: (flag: string, answers: Partial<Questionnaire>) => saved.set(flag, { ...record(flag), ...answers }),
  };
}
