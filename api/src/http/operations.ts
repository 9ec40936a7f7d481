import type { operations } from '@site/shared/api/schema';
import type { FormId } from '../i18n/field-labels';
import type { Lang } from '../i18n/lang';

/** Operations answered with the JSON envelope (the YAML document itself is served as is). */
export type OperationId = Exclude<keyof operations, 'getOpenApiDocument'>;

/** The JSON body of an operation; for one that takes other media types only (reports), any of theirs. */
type JsonBody<Op> = Op extends { requestBody: { content: infer Content } }
  ? 'application/json' extends keyof Content
    ? Content['application/json']
    : Content[keyof Content]
  : undefined;
type SuccessData<Op> = Op extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } }
  ? Data
  : never;

export interface RequestContext<Body> {
  /** The body, already validated against the operation's schema in openapi.yaml. */
  body: Body;
  lang: Lang;
}

/**
 * A thin handler: it receives a validated body, calls a service and returns the `data` of the
 * response, typed from openapi.yaml so the DTO and the description cannot drift apart.
 */
export type OperationHandler<Id extends OperationId> = (
  context: RequestContext<JsonBody<operations[Id]>>,
) => Promise<SuccessData<operations[Id]>> | SuccessData<operations[Id]>;

export type Handlers = { [Id in OperationId]: OperationHandler<Id> };

/** Which form's labels name the fields in an operation's validation messages. */
export const FORM_OF: Readonly<Partial<Record<OperationId, FormId>>> = {
  insertLead: 'lead',
  insertLeadNoEmail: 'lead',
  newInsertLead: 'lead',
  saveTradeFinanceEnquiry: 'tradeFinance',
  saveOrUpdateQuestionnaire: 'questionnaire',
  queryQuestionnaire: 'questionnaire',
  getHistoricalRates: 'rate',
  submitExportRefundApplication: 'exportRefund',
  submitArticleFeedback: 'docsFeedback',
};
