// Generated from api/openapi.yaml by `pnpm --filter @site/api gen:types`. Do not edit.
// One descriptor per operation: pass it to callApi (@site/shared/api), which takes its types from schema.d.ts.

/** GET /api/health: Health check */
export const getHealth = { id: 'getHealth', method: 'GET', path: '/api/health' } as const;
/** GET /api/openapi.yaml: This OpenAPI description */
export const getOpenApiDocument = { id: 'getOpenApiDocument', method: 'GET', path: '/api/openapi.yaml' } as const;
/** POST /api/official/regionCodeMapping/list: Regions of China */
export const listRegionCodeMapping = { id: 'listRegionCodeMapping', method: 'POST', path: '/api/official/regionCodeMapping/list' } as const;
/** GET /api/official/potentialCust/listAllBusinessTypeEnum: Business types of the demo form */
export const listBusinessTypes = { id: 'listBusinessTypes', method: 'GET', path: '/api/official/potentialCust/listAllBusinessTypeEnum' } as const;
/** GET /api/official/potentialCust/listAllPositionEnum: Job titles */
export const listPositions = { id: 'listPositions', method: 'GET', path: '/api/official/potentialCust/listAllPositionEnum' } as const;
/** GET /api/official/potentialCust/listAllProductEnum: Product tree */
export const listProducts = { id: 'listProducts', method: 'GET', path: '/api/official/potentialCust/listAllProductEnum' } as const;
/** GET /api/official/potentialCust/listProductTypeEnum: Product types, flat */
export const listProductTypes = { id: 'listProductTypes', method: 'GET', path: '/api/official/potentialCust/listProductTypeEnum' } as const;
/** GET /api/official/potentialCust/listEnterpriseTypeEnum: Enterprise types */
export const listEnterpriseTypes = { id: 'listEnterpriseTypes', method: 'GET', path: '/api/official/potentialCust/listEnterpriseTypeEnum' } as const;
/** GET /api/official/potentialCust/listNewBusinessTypeEnum: Business types of the export-refund form */
export const listExportRefundBusinessTypes = { id: 'listExportRefundBusinessTypes', method: 'GET', path: '/api/official/potentialCust/listNewBusinessTypeEnum' } as const;
/** POST /api/official/potentialCust/insert: Submit a demo request */
export const insertLead = { id: 'insertLead', method: 'POST', path: '/api/official/potentialCust/insert' } as const;
/** POST /api/official/potentialCust/insertNoEmail: Submit a demo request without an email */
export const insertLeadNoEmail = { id: 'insertLeadNoEmail', method: 'POST', path: '/api/official/potentialCust/insertNoEmail' } as const;
/** POST /api/official/potentialCust/newInsert: Submit a demo request from the Watch-a-Demo form */
export const newInsertLead = { id: 'newInsertLead', method: 'POST', path: '/api/official/potentialCust/newInsert' } as const;
/** POST /api/kyc/country/list: Countries */
export const listCountries = { id: 'listCountries', method: 'POST', path: '/api/kyc/country/list' } as const;
/** POST /api/kyc/areaCode/list: Dial codes */
export const listAreaCodes = { id: 'listAreaCodes', method: 'POST', path: '/api/kyc/areaCode/list' } as const;
/** POST /api/trade-finance/collect/save: Submit an International Trade enquiry */
export const saveTradeFinanceEnquiry = { id: 'saveTradeFinanceEnquiry', method: 'POST', path: '/api/trade-finance/collect/save' } as const;
/** POST /api/big-data/travelCustomerQuestionnaire/saveOrUpdate: Save one step of the OTA questionnaire */
export const saveOrUpdateQuestionnaire = { id: 'saveOrUpdateQuestionnaire', method: 'POST', path: '/api/big-data/travelCustomerQuestionnaire/saveOrUpdate' } as const;
/** POST /api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag: Read the OTA questionnaire */
export const queryQuestionnaire = { id: 'queryQuestionnaire', method: 'POST', path: '/api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag' } as const;
/** GET /api/big-data/travelCustomerQuestionnaire/listPlatformEnum: Travel platforms */
export const listTravelPlatforms = { id: 'listTravelPlatforms', method: 'GET', path: '/api/big-data/travelCustomerQuestionnaire/listPlatformEnum' } as const;
/** GET /api/big-data/travelCustomerQuestionnaire/listBookingVolumeEnum: Annual booking volume bands */
export const listBookingVolumeBands = { id: 'listBookingVolumeBands', method: 'GET', path: '/api/big-data/travelCustomerQuestionnaire/listBookingVolumeEnum' } as const;
/** POST /api/rate/hisExchangeRate/getHisRateData: Exchange-rate history */
export const getHistoricalRates = { id: 'getHistoricalRates', method: 'POST', path: '/api/rate/hisExchangeRate/getHisRateData' } as const;
/** POST /api/export-refund/application/submit: Apply for the export tax refund trial */
export const submitExportRefundApplication = { id: 'submitExportRefundApplication', method: 'POST', path: '/api/export-refund/application/submit' } as const;
/** POST /api/docs/feedback/submit: Say whether a help article was helpful */
export const submitArticleFeedback = { id: 'submitArticleFeedback', method: 'POST', path: '/api/docs/feedback/submit' } as const;
/** GET /api/docs/feedback/report: Feedback counts per help article */
export const getArticleFeedbackReport = { id: 'getArticleFeedbackReport', method: 'GET', path: '/api/docs/feedback/report' } as const;
/** POST /api/security/csp-report: Receive a Content Security Policy violation report */
export const reportCspViolation = { id: 'reportCspViolation', method: 'POST', path: '/api/security/csp-report' } as const;
