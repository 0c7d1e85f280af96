import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/translation';
import { createI18n } from '../../i18n/create-i18n';
import { ContactForm } from './contact-form';

function renderContactForm(): string {
  const i18n = createI18n('en', {
    en: {
      contact: {
        name: 'Name',
        phoneNumber: 'Phone number',
        email: 'E-mail',
        subject: 'Subject',
        body: 'Message',
        submit: 'Send',
      },
    },
  });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <ContactForm language="en" />
    </I18nProvider>,
  );
}

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  return new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('contact form', () => {
  it('wraps each field in a form-field with its label for the control, like the served forms', () => {
    const html = renderContactForm();
    expect(html.match(/<div class="form-field">/g)).toHaveLength(5);
    for (const name of ['name', 'phoneNumber', 'email', 'subject', 'body']) {
      const tag = control(html, name);
      expect(tag).toContain('class="form-field__input"');
      const id = /id="([^"]+)"/.exec(tag)?.[1];
      expect(html).toContain(`<label class="form-field__label" for="${id}">`);
    }
  });

  it('gives each field its input type and autofill token', () => {
    const html = renderContactForm();
    expect(control(html, 'name')).toContain('type="text"');
    expect(control(html, 'name').toLowerCase()).toContain('autocomplete="name"');
    expect(control(html, 'phoneNumber')).toContain('type="tel"');
    expect(control(html, 'phoneNumber').toLowerCase()).toContain('autocomplete="tel"');
    expect(control(html, 'email')).toContain('type="email"');
    expect(control(html, 'email').toLowerCase()).toContain('autocomplete="email"');
    expect(control(html, 'subject')).toContain('type="text"');
    expect(control(html, 'subject').toLowerCase()).not.toContain('autocomplete');
    expect(control(html, 'body')).toMatch(/^<textarea[^>]*rows="6"/);
  });

  it('has the hidden website field that Tab skips and the browser never fills in', () => {
    const html = renderContactForm();
    expect(html).toMatch(/<div class="form-trap" aria-hidden="true"><label for="[^"]+-website">Website<\/label>/);
    const trap = control(html, 'website').toLowerCase();
    expect(trap).toContain('type="text"');
    expect(trap).toContain('tabindex="-1"');
    expect(trap).toContain('autocomplete="off"');
  });
});
