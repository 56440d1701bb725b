import { defineMessages } from '../define';

/** The member area's messages. */
export default defineMessages({});
