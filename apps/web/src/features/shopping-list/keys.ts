/** Query keys are the URLs they fetch (lib/api `getQueryFn`). */
export const shoppingListKey = (weekStart: string) => [`/api/shopping-list?${new URLSearchParams({ weekStart }).toString()}`] as const;
