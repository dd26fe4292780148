import { QueryClient } from '@tanstack/react-query';
import { isApiError, isCanceled } from './errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The client already told the user; retry only what might pass on a second try.
      retry: (count, error) => count < 1 && !isCanceled(error) && !(isApiError(error) && error.httpStatus > 0),
    },
    mutations: { retry: false },
  },
});
