/*
 * The theater area's contract (spec section 3, Drama and Episode; the classification lists;
 * comments; the home screen), one file per sub-domain. The drama record itself is shared
 * (src/records/dramas.ts); the drama form's rules and the paywall arithmetic are in ./dramas.ts.
 */
export * from './dramas';
export * from './classification';
export * from './comments';
export * from './home';
