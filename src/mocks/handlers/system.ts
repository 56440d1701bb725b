/** System-settings handlers beyond users, roles and menus (versions, attachments, log, settings, tools). */
export const systemHandlers = [];
