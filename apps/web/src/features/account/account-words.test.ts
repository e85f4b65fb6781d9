import { accountToasts } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import accountEn from '@/i18n/locales/en/account.json';
import { translator } from '@/i18n/runtime';

describe('the account words that restate a contracts function', () => {
  it('say in English exactly what the contracts say', () => {
    const t = translator(accountEn, 'en');
    const email = 'new.cook@example.org';
    expect({ title: t('email.linkSentTitle'), description: t('email.linkSent', { email }) }).toEqual(accountToasts.emailLinkSent(email));
  });
});
