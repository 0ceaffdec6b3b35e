/**
 * The entry of the orders module: what other modules, server.ts, the seed and the tests may use.
 * Orders booked from a quotation, their delivery and status, templates, and orders by email.
 */
export { createDeliveryOrdersService, type DeliveryOrdersService } from './delivery-orders.service.js';
export { orderDeliveryRoutes } from './order-delivery.routes.js';
export { orderTemplatesRoutes } from './order-templates.routes.js';
export { createOrderTemplatesService, type OrderTemplatesService } from './order-templates.service.js';
export { ordersByEmailRoutes } from './orders-by-email.routes.js';
export { createOrdersByEmailService, type OrdersByEmailService } from './orders-by-email.js';
export { ordersRoutes } from './orders.routes.js';
export { createOrdersService, type OrdersService } from './orders.service.js';
