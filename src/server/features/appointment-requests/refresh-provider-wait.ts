// The measured wait is recomputed by several features (replies, bookings, admin verification,
// account deletion), so it lives in lib.
export { refreshProviderWait } from '@server/lib/refresh-provider-wait';
