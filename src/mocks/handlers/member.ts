/** Member handlers (members, their orders, beans and watch records). */
export const memberHandlers = [];
