/** The lazy route module of /client/orders/new: the booking of a calculation's quotation. */
export { BookingPage as Component } from './pages/booking-page';
