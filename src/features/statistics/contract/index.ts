/*
 * The statistical reports' contract (statisticalReport/ and the dashboard): what the app's users
 * do (activity.ts), what they pay (payments.ts), and the calls that answer them (calls.ts).
 */
export * from './activity';
export * from './payments';
export * from './calls';
export * from './funnel';
