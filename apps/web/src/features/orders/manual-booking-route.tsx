/** The lazy route module of /admin/orders/new: an operator's manual booking of a calculation. */
export { ManualBookingPage as Component } from './pages/manual-booking-page';
