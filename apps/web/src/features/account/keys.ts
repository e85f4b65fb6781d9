/** Query keys are the URLs they fetch (lib/api `getQueryFn`). */
export const accountKey = ['/api/account'] as const;
export const sessionsKey = ['/api/account/sessions'] as const;
