import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { LeadRequest } from './lead-types';

/**
 * Sends a demo request to potentialCust/newInsert, the later variant used by the Watch-a-Demo
 * drawer, asking for messages in `lang`, the form's. Resolves only on code '200';
 * rejects with an ApiError otherwise.
 */
export const submitLead = (lead: LeadRequest, lang: RouteLang) => callApi(op.newInsertLead, { body: lead, lang });
