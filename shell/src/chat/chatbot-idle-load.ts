/** With no interaction, NavegaBot's code is fetched this long after the page has loaded. */
export const CHATBOT_IDLE_LOAD_MS = 8000;
