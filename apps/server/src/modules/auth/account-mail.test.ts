import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_SUBJECT, linkReturn, verificationMail } from './account-mail';
import { PAGE_TEXT } from './page-text';

const cook = { email: 'cook@hearth.test', name: 'Asha Rao' };
const link = (back: string) => `http://hearth.test/api/auth/verify-email?token=t&callbackURL=${encodeURIComponent(back)}`;

describe('the language of a mailed link', () => {
  it('rides in its return address, next to what is already there; English adds nothing', () => {
    expect(linkReturn('/profile?email=confirmed', 'hi')).toBe('/profile?email=confirmed&lang=hi');
    expect(linkReturn('/', 'es')).toBe('/?lang=es');
    expect(linkReturn('http://hearth.test/recipes#top', 'es')).toBe('http://hearth.test/recipes?lang=es#top');
    expect(linkReturn('/profile?email=confirmed', 'en')).toBe('/profile?email=confirmed');
  });

  it('the confirmation mail takes the language from its link, else from the request Better Auth passed, else English', () => {
    const spanishBrowser = new Request('http://hearth.test/api/auth/callback/oidc', { headers: { 'accept-language': 'es' } });
    expect(verificationMail(cook, link(linkReturn('/', 'hi')), 'not-a-change', spanishBrowser).subject).toBe(PAGE_TEXT.hi.confirmMail.subject);
    expect(verificationMail(cook, link('/'), 'not-a-change', spanishBrowser).subject).toBe(PAGE_TEXT.es.confirmMail.subject);
    expect(verificationMail(cook, link('/'), 'not-a-change').subject).toBe(CONFIRM_EMAIL_SUBJECT);
  });
});
