import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blockExamples } from '@zilt/contracts/block-examples';
import { createI18n } from '../../i18n/create-i18n';
import { TeamBlock } from './team-block';

function renderTeam(block = blockExamples.teamBlock): string {
  const i18n = createI18n('en', {
    en: { common: { blocks: { team: { email: 'E-mail {{name}}' } }, link: { newTab: 'opens in a new tab' } } },
  });
  const router = createMemoryRouter([{ path: '/', element: <TeamBlock block={block} /> }]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('team block', () => {
  it("opens a member's e-mail link in a new tab, like the contact cards' mailto links", () => {
    const email = /<a [^>]*class="team-card__email"[^>]*>.*?<\/a>/.exec(renderTeam())?.[0] ?? '';
    expect(email).toContain('href="mailto:marieke@example.org"');
    expect(email).toContain('target="_blank"');
    expect(email).toContain('rel="noopener noreferrer"');
    expect(email.replace(/<[^>]+>/g, '')).toBe('E-mail Marieke de Vries (opens in a new tab)');
  });

  it('shows the initials of a member without a portrait: the first name and the last capitalised word', () => {
    const members = [{ name: 'Jan van den Berg' }, { name: 'Anna Maria Jansen' }, { name: 'chloé dekker' }];
    const html = renderTeam({ ...blockExamples.teamBlock, members });
    const shown = [...html.matchAll(/class="team-card__image team-card__image--initials"[^>]*>([^<]*)</g)].map(
      (match) => match[1],
    );
    expect(shown).toEqual(['JB', 'AJ', 'CD']);
  });

  it('offers phones (compact cards, portrait at 112 px) the portrait at 112 and 224 px only', () => {
    const sources = [...renderTeam().matchAll(/<source [^>]*media="\(max-width: 479px\)"[^>]*>/g)].map((m) => m[0]);
    expect(sources.length).toBe(2);
    for (const source of sources) {
      const srcset = /srcset="([^"]+)"/i.exec(source)?.[1] ?? '';
      expect(srcset.split(', ').map((item) => item.split(' ')[1])).toEqual(['112w', '224w']);
      expect(source).toContain('sizes="112px"');
    }
  });
});
