import type { ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { LeadRequest } from './lead-types';

/**
 * Sends a demo request to potentialCust/newInsert, the later variant used by the Watch-a-Demo
 * drawer, through `api` (the browser's client, or a posted form's own), asking for messages in
 * `lang`, the form's. Resolves only on code '200'; rejects with an ApiError otherwise.
 */
export const submitLead = (api: ApiClient, lead: LeadRequest, lang: RouteLang) => api.call(op.newInsertLead, { body: lead, lang });
