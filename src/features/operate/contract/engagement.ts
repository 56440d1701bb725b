/**
 * The engagement side of operations (issue #12): tasks with their conditions and rewards,
 * sign-in rewards, the ticker, push popups, internal and automatic internal messages.
 */
export {};
