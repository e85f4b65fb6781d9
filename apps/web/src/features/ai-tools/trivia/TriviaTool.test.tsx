import { triviaContract, type TriviaResponse } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toolQueryKey } from '../shared/tool-api';
import TriviaTool from './TriviaTool';

function render(data: TriviaResponse) {
  const client = new QueryClient();
  client.setQueryData(toolQueryKey(triviaContract.endpoints.facts), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TriviaTool />
    </QueryClientProvider>,
  );
}

describe('TriviaTool', () => {
  it('shows the Did You Know? card, the New Fact button and each fact as markdown without raw HTML', () => {
    const html = render({ facts: ['**Guava** has 214 mg of vitamin C. _Source: IFCT 2017._', 'Second <img src="https://x.test/a.png"> fact'], source: 'builtin' });
    expect(html).toContain('Did You Know?');
    expect(html).toContain('New Fact');
    expect(html).toContain('<strong>Guava</strong>');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).not.toContain('<img');
  });

  it('shows the spec’s empty text when there are no facts', () => {
    expect(render({ facts: [], source: 'builtin' })).toContain('No trivia facts available. Click &quot;New Fact&quot; to generate some!');
  });
});
