import type { ShoppingExtraInput, ShoppingItem } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { shoppingListKey } from './keys';

/** POST /api/shopping-list/items with {weekStart, name, amount} (201): an item added by hand. */
export function useAddShoppingExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShoppingExtraInput) => readJson<ShoppingItem>(await apiRequest('POST', '/api/shopping-list/items', input)),
    onSuccess: (_item, { weekStart }) => queryClient.invalidateQueries({ queryKey: shoppingListKey(weekStart) }),
  });
}

/** DELETE /api/shopping-list/items/{id} (204). */
export function useRemoveShoppingExtra(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/shopping-list/items/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingListKey(weekStart) }),
  });
}
