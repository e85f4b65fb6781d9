import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/runtime';
import { MultiChoiceChips } from './choice-chips';

afterEach(() => setLanguage('en'));

describe('choice chips in another language', () => {
  it('show a spec option in the reader’s language and a caller’s own label as given', async () => {
    await setLanguage('hi');
    const html = renderToStaticMarkup(<MultiChoiceChips options={['Vegetarian', { value: 'en', label: 'English' }]} value={[]} onChange={() => undefined} labelledBy="diets" />);
    expect(html).toContain('शाकाहारी');
    expect(html).toContain('English');
    expect(html).not.toContain('अंग्रेज़ी');
  });
});
