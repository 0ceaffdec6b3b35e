import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from './keys';

/** A change of an order or a delivery order: every order screen's data is read again once it is done. */
export function useOrdersMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
