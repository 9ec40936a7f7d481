import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate } from '@site/shared/pages';
import type { RemoteProps } from '@site/shared/parcel';
import { isBrowserOnlyPending, type BrowserOnlyPending } from '@site/shared/pages';
import { useLatest } from '../../../lib/use-latest';
import { OTA_PATHS } from '../../../routes';
import type { Questionnaire } from '../api/types';
import type { EvaluationData, Settled } from '../loaders';
import { redirectFor } from '../utils/guards';
import { goToFlowPage } from '../utils/flow-navigation';
import { EVALUATION_STAGES, MIN_STAGE_MS, progressValue, type EvaluationStage } from '../utils/progress';
import { useReload } from './use-reload';

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
 * The progress evaluation: the page's loader started the call that asks the api for the
 * questionnaire and its indicative limit (`evaluationLoader`), and the messages do not wait for it:
 * they advance at most every `minStageMs` so each can be read, the last one waits for the answer,
 * and the quota page opens only once it is there. A visitor without a saved step 2 is sent to the
 * step to finish (a guard: replacing the address). Until the browser has loaded the flow (the
 * build-time render and the browser's hydration of it) the first message shows and waits.
 */
export function useEvaluation(navigate: RemoteProps['navigate'], minStageMs = MIN_STAGE_MS): Evaluation {
  const data = useLoaderData<EvaluationData | BrowserOnlyPending>();
  const { reload, reloading } = useReload();
  const moveRouter = useNavigate();
  const [elapsed, setElapsed] = useState(0);
  const navigateRef = useLatest(navigate);
  const loaded = isBrowserOnlyPending(data) ? undefined : data;
  const known = loaded !== undefined;
  // The answer to this loader data's call: a Retry's new call is waited for afresh.
  const [answer, setAnswer] = useState<{ to: EvaluationData['evaluation']; settled: Settled<Questionnaire | null> } | null>(null);
  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    void loaded.evaluation.then((settled) => {
      if (current) setAnswer({ to: loaded.evaluation, settled });
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  const settled = loaded && answer?.to === loaded.evaluation ? answer.settled : undefined;

  const result = settled?.ok ? settled.data : null;
  const redirect = settled?.ok ? redirectFor('progress', settled.data) : null;
  // A saved step 2 always carries a limit; one without is a failed evaluation, offered for Retry.
  const failed = !reloading && settled !== undefined && !redirect && (!settled.ok || result?.indicativeLimitUsd == null);
  const done = !redirect && !failed && typeof result?.indicativeLimitUsd === 'number' && elapsed >= EVALUATION_STAGES.length;

  useEffect(() => {
    if (!known || elapsed >= EVALUATION_STAGES.length || failed || redirect) return undefined;
    const timer = setTimeout(() => setElapsed((value) => value + 1), minStageMs);
    return () => clearTimeout(timer);
  }, [known, elapsed, failed, redirect, minStageMs]);

  useEffect(() => {
    // Through the parcel's router, which tells the shell (replacing: Back does not land here).
    if (redirect) void moveRouter(redirect, { replace: true });
  }, [redirect, moveRouter]);

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
    retry: reload,
  };
}
