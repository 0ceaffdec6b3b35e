import { OrdersPage } from './pages/orders-page';

/** The lazy route module of /partner/personal-orders and /admin/personal-orders: the orders the caller owns or manages. */
export function Component() {
  return <OrdersPage personal />;
}
