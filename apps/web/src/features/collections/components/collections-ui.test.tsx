import type { Collection, CurrentUser } from '@hearth/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { collectionsForRecipeKey } from '../keys';
import { CollectionForm } from './CollectionForm';
import { SaveToCollectionButton } from './SaveToCollectionButton';

const user: CurrentUser = {
  id: 'u1',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Fischer',
  profileImageUrl: null,
  profileComplete: true,
  isApproved: true,
  isAdmin: false,
  isSuperAdmin: false,
  profile: { username: 'lena' },
};

const collection = (id: number, containsRecipe: boolean): Collection => ({
  id,
  name: `Collection ${id}`,
  description: null,
  isPublic: false,
  recipeCount: containsRecipe ? 1 : 0,
  coverImageUrl: null,
  isOwner: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  containsRecipe,
});

function render(node: ReactNode, setup: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient();
  setup(client);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const buttonText = (html: string) =>
  /<button[^>]*>([\s\S]*?)<\/button>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('SaveToCollectionButton (issue 13, item 9)', () => {
  it("reads 'Saved' when any of the member's collections holds the recipe", () => {
    const html = render(<SaveToCollectionButton recipeId={7} />, (client) => {
      client.setQueryData(currentUserQueryKey, user);
      client.setQueryData(collectionsForRecipeKey(7), [collection(1, false), collection(2, true)]);
    });
    expect(buttonText(html)).toBe('Saved');
  });

  it("reads 'Save to collection' when none does, or before the list is known", () => {
    const none = render(<SaveToCollectionButton recipeId={7} />, (client) => {
      client.setQueryData(currentUserQueryKey, user);
      client.setQueryData(collectionsForRecipeKey(7), [collection(1, false)]);
    });
    expect(buttonText(none)).toBe('Save to collection');
    expect(buttonText(render(<SaveToCollectionButton recipeId={7} />, (client) => client.setQueryData(currentUserQueryKey, user)))).toBe('Save to collection');
  });

  it('renders nothing for a member who is not approved', () => {
    expect(render(<SaveToCollectionButton recipeId={7} />, (client) => client.setQueryData(currentUserQueryKey, { ...user, isApproved: false }))).toBe('');
  });
});

describe('CollectionForm: one form for create and edit', () => {
  const noop = () => {};
  const submitButton = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';

  it('starts empty and private for a new collection, with Create disabled until a name is typed', () => {
    const html = render(<CollectionForm submitLabel="Create" pendingLabel="Creating..." pending={false} onSubmit={noop} onCancel={noop} />);
    expect(html).toContain('value=""');
    expect(html).toContain('aria-checked="false"');
    expect(submitButton(html)).toMatch(/ disabled=""/);
  });

  it('starts from the collection when editing; Save stays disabled until something changes', () => {
    const html = render(
      <CollectionForm
        initial={{ name: 'Sunday Suppers', description: 'Slow dishes', isPublic: true }}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        pending={false}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('value="Sunday Suppers"');
    expect(html).toContain('Slow dishes</textarea>');
    expect(html).toContain('aria-checked="true"');
    expect(html).toContain('Save changes');
    expect(submitButton(html)).toMatch(/ disabled=""/);
  });
});
