import { useEffect, useId, useRef, useState } from 'react';
import type { HubspotBlock as HubspotBlockData } from '@zilt/contracts/blocks';
import { formProviderScriptPath } from '@zilt/contracts/form-provider';
import { BlockActions } from '../../components/block-actions/block-actions';
import { loadFormScript, pageNonce } from '../../lib/scripts/run-script';
import { formSwapCheckMs, formSwapChecks, formSwapFirstCheckMs } from '../../lib/scripts/form-timings';
import { useSiteData } from '../../lib/site-data/use-site-data';
import { BlockHeading } from '../shared/block-heading';
import { FormLoadStatus, type FormLoadState } from '../shared/form-load-state';

interface HubspotForms {
  create(options: { portalId: string; formId: string; target: string }): void;
}

/** Each provider script is loaded once per visit, by the first block that needs it. */
const providerScripts = new Map<string, Promise<boolean>>();

function loadProviderScript(src: string): Promise<boolean> {
  let pending = providerScripts.get(src);
  if (!pending) {
    pending = loadFormScript({ attributes: { src }, code: '' }, document.head, pageNonce());
    providerScripts.set(src, pending);
  }
  return pending;
}

function hubspotForms(): HubspotForms | undefined {
  return (window as unknown as { hbspt?: { forms?: HubspotForms } }).hbspt?.forms;
}

/**
 * The HubSpot-style form embed: loads the form provider's script when the block is shown, then
 * has it render the form by portal id and form id. By default the script and the form come from
 * our own server (`/forms/provider.js`); `FORM_PROVIDER_SCRIPT_URL` switches to a real provider.
 * The provider draws the form on its own time: the block looks after 1 s, then every 200 ms up
 * to 20 times.
 */
export function HubspotBlock({ block }: { block: HubspotBlockData }) {
  const scriptUrl = useSiteData()?.formProviderScriptUrl ?? formProviderScriptPath;
  const targetId = `hubspot-form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FormLoadState>('loading');
  const { portalID, formID } = block.inputfields;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const drawn = () => {
      const form = target.current?.querySelector('form, iframe');
      return form instanceof HTMLElement && form.offsetHeight > 0;
    };
    const check = (remaining: number) => {
      if (stopped) return;
      if (drawn()) return setState('shown');
      if (remaining === 0) return setState('failed');
      timer = setTimeout(() => check(remaining - 1), formSwapCheckMs);
    };
    void loadProviderScript(scriptUrl).then((loaded) => {
      const forms = hubspotForms();
      if (stopped) return;
      if (!loaded || !forms) return setState('failed');
      if (target.current) target.current.replaceChildren();
      forms.create({ portalId: portalID, formId: formID, target: `#${targetId}` });
      timer = setTimeout(() => check(formSwapChecks), formSwapFirstCheckMs);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [scriptUrl, portalID, formID, targetId]);

  return (
    <div className="block__inner hubspot-block">
      <BlockHeading block={block} />
      <FormLoadStatus state={state} />
      <div id={targetId} ref={target} className="hubspot-block__form" data-form-state={state} />
      <BlockActions block={block} />
    </div>
  );
}
