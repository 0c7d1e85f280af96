import { useEffect, useRef, useState } from 'react';
import type { FormstackBlock as FormstackBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { loadFormScript, pageNonce } from '../../lib/scripts/run-script';
import { splitScripts } from '../../lib/scripts/split-scripts';
import {
  formHeightPollMs,
  formSwapCheckMs,
  formSwapChecks,
  formSwapFirstCheckMs,
} from '../../lib/scripts/form-timings';
import { useSiteData } from '../../lib/site-data/use-site-data';
import { useRegistrationEvent } from '../../lib/events/registration-event-context';
import { formMarkupPath } from '@zilt/contracts/form-provider';
import { BlockHeading } from '../shared/block-heading';
import { FormLoadStatus, type FormLoadState } from '../shared/form-load-state';
import { useScrollToFirstError } from './use-form-behaviour';

/** Whether the form's script has drawn the form: it is marked ready and has a height. */
function formIsDrawn(container: HTMLElement): boolean {
  const form = container.querySelector<HTMLElement>('form[data-ready="true"]');
  return form !== null && form.offsetHeight > 0;
}

/**
 * A form of our form provider, by id: its markup and scripts come from
 * `/api/v1/Formstack/getForm/{formId}` (naming the event on an event's page). The form stays hidden until its scripts have loaded and
 * drawn it (checked every 100 ms), then shows; the first form error that appears scrolls into view.
 */
export function FormstackBlock({ block }: { block: FormstackBlockData }) {
  const language = useSiteData()?.language ?? 'en';
  // On an event's page the form registers for that event.
  const event = useRegistrationEvent();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FormLoadState>('loading');
  useScrollToFirstError(container, state === 'shown');

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let stopped = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    const fail = () => !stopped && setState('failed');
    (async () => {
      const response = await fetch(formMarkupPath(block.formId, language, event ?? undefined), {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`the form answered ${response.status}`);
      const { html } = (await response.json()) as { html: string };
      if (stopped) return;
      const { markup, scripts } = splitScripts(html);
      target.innerHTML = markup;
      const nonce = pageNonce();
      for (const script of scripts) {
        if (!(await loadFormScript(script, target, nonce, () => stopped))) return fail();
      }
      const startedAt = Date.now();
      poll = setInterval(() => {
        if (formIsDrawn(target)) {
          clearInterval(poll);
          if (!stopped) setState('shown');
        } else if (Date.now() - startedAt > formSwapFirstCheckMs + formSwapCheckMs * formSwapChecks) {
          clearInterval(poll);
          fail();
        }
      }, formHeightPollMs);
    })().catch((error: unknown) => {
      console.error(`Form ${block.formId} could not be loaded:`, error);
      fail();
    });
    return () => {
      stopped = true;
      clearInterval(poll);
    };
  }, [block.formId, language, event]);

  return (
    <div className="block__inner formstack-block">
      <BlockHeading block={block} />
      <FormLoadStatus state={state} />
      <div
        ref={container}
        className={`formstack-block__form${state === 'shown' ? '' : ' formstack-block__form--hidden'}`}
        data-form-state={state}
        suppressHydrationWarning
      />
      <BlockActions block={block} />
    </div>
  );
}
