import type { ShoppingList } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { shoppingListKey } from './keys';
import { withItemChecked } from './shopping-text';

export interface ShoppingCheck {
  weekStart: string;
  itemKey: string;
  checked: boolean;
}

/**
 * POST /api/shopping-list/checks with {weekStart, itemKey, checked} (204). Optimistic: the tick shows at once
 * and is undone if the server refuses it.
 */
export function useSetShoppingCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (check: ShoppingCheck) => {
      await apiRequest('POST', '/api/shopping-list/checks', check);
    },
    onMutate: async ({ weekStart, itemKey, checked }) => {
      const key = shoppingListKey(weekStart);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ShoppingList>(key);
      queryClient.setQueryData<ShoppingList>(key, (list) => (list ? withItemChecked(list, itemKey, checked) : list));
      return { previous };
    },
    onError: (_error, { weekStart, itemKey, checked }) => {
      // Undo just this tick (other ticks made meanwhile stay).
      queryClient.setQueryData<ShoppingList>(shoppingListKey(weekStart), (list) => (list ? withItemChecked(list, itemKey, !checked) : list));
    },
  });
}
