import { useEffect, useState } from 'react';
import type { RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { OTA_PATHS } from '../../../config/paths';
import { useResource } from '@site/shared/resource';
import { useLatest } from '../../../lib/use-latest';
import { queryQuestionnaire } from '../api/query-questionnaire';
import { goToFlowPage } from '../utils/flow-navigation';
import { redirectFor } from '../utils/guards';
import { EVALUATION_STAGES, MIN_STAGE_MS, progressValue, type EvaluationStage } from '../utils/progress';
import { useOpenedFlow } from './use-opened-flow';

export interface Evaluation {
  stage: EvaluationStage;
  /** 1-based, for "Step n of 3". */
  stageNumber: number;
  value: number;
  done: boolean;
  failed: boolean;
  retry: () => void;
}

/** How long the finished bar stays before the quota page opens. */
const DONE_HOLD_MS = 700;

/**
 * The progress evaluation: the evaluation call asks the api for the questionnaire
 * and its indicative limit. Messages advance at most every `minStageMs` so each can be read;
 * the last one waits for the call, and the quota page opens only once it has answered. A
 * visitor without a saved step 2 is sent to the step to finish. Until the visitor's flow is known
 * (the build-time render and the browser's hydration of it) the first message shows and waits.
 * The call is asked in `lang`, the page's.
 */
export function useEvaluation(navigate: RemoteProps['navigate'], lang: RouteLang, minStageMs = MIN_STAGE_MS): Evaluation {
  const opened = useOpenedFlow();
  const customerFlag = opened?.customerFlag ?? null;
  const call = useResource(customerFlag ? `evaluation:${customerFlag}` : null, (signal) => queryQuestionnaire(customerFlag ?? '', lang, signal));
  const [elapsed, setElapsed] = useState(0);
  const navigateRef = useLatest(navigate);
  const known = opened !== null;

  const result = call.status === 'success' ? call.data : null;
  const redirect = !known ? null : call.status === 'idle' ? redirectFor('progress', null) : call.status === 'success' ? redirectFor('progress', call.data) : null;
  // A saved step 2 always carries a limit; one without is a failed evaluation, offered for Retry.
  const failed = call.status === 'error' || (result !== null && !redirect && result.indicativeLimitUsd === null);
  const done = !redirect && !failed && result !== null && elapsed >= EVALUATION_STAGES.length;

  useEffect(() => {
    if (!known || elapsed >= EVALUATION_STAGES.length || failed || redirect) return undefined;
    const timer = setTimeout(() => setElapsed((value) => value + 1), minStageMs);
    return () => clearTimeout(timer);
  }, [known, elapsed, failed, redirect, minStageMs]);

  useEffect(() => {
    // A guard: replace, so Back does not land on the step that sent the visitor here.
    if (redirect) navigateRef.current(redirect, { replace: true });
  }, [redirect, navigateRef]);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => goToFlowPage(navigateRef.current, OTA_PATHS.quota), DONE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [done, navigateRef]);

  const stageIndex = Math.min(elapsed, EVALUATION_STAGES.length - 1);
  return {
    stage: EVALUATION_STAGES[stageIndex] ?? 'calculating',
    stageNumber: stageIndex + 1,
    value: progressValue(stageIndex, done),
    done,
    failed,
    retry: call.retry,
  };
}
