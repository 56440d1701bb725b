/*
 * The reports, answered from the warehouse (../warehouse): what the app's users do
 * (audience.ts), what they pay (payments.ts), VIP and 30-day figures (vip.ts), over the helpers
 * of common.ts.
 */
export type { Sources, VipTypeInfo } from './common';
export { clickReport, dramaDetailsReport, dramaReport, platformReport, playbackReport, visitorReport } from './audience';
export { dashboardReport, operationReport, orderReport } from './payments';
export { thirtyDaysReport, vipReport } from './vip';
