import type { ChatSlice } from './chat-slice';
import type { ConsentSlice } from './consent-slice';
import type { ToastSlice } from './toast-slice';
import type { UiSlice } from './ui-slice';

/** The whole site's client state: one store shared by the shell and every remote. */
export type SiteState = ConsentSlice & ToastSlice & ChatSlice & UiSlice;
