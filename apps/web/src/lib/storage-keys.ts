/**
 * Every local-storage key of the app (01 §9 "Local storage holds: session token, user, selected business
 * unit, business-unit filter and its status, last release seen, sound toggle, setup invite cache,
 * loading-panel hide-finished option"). One list, so a reviewer sees what the browser keeps.
 */
export const STORAGE_KEYS = {
  /** The token object of `POST /api/auth/login` / `/auth/token` ({ token, refreshToken, expiration }). */
  token: 'embarca.token',
  /** The user of `GET /api/auth/user` (with the company), loaded after sign-in. */
  user: 'embarca.user',
  /** The selected business unit (the `BusinessUnitId` header). */
  selectedUnit: 'embarca.businessUnitId',
  /** Comma-separated business-unit ids (the `BusinessUnitFilter` header). */
  unitFilter: 'embarca.businessUnitFilter',
  /** 'true' where the page's route uses the business-unit filter, 'false' elsewhere (issue 16). */
  unitFilterStatus: 'embarca.businessUnitFilterStatus',
  /** Cache of `GET /api/unidade-negocio/listwithaccess` (the side menu's unit dropdown). */
  unitsCache: 'embarca.businessUnits',
  /** The last release post the user has seen (what's-new panel). */
  lastReleaseSeen: 'embarca.lastReleaseSeen',
  /** Message sound toggle: on unless stored as 'false' (01 §2 top bar). */
  messageSound: 'embarca.messageSound',
  /** Setup invite cache. */
  setupInvite: 'embarca.setupInvite',
  /** Loading panel: hide finished loads. */
  loadingPanelHideFinished: 'embarca.loadingPanelHideFinished',
  /** Ids of the announcement banners the user collapsed to one line (issue 16). */
  collapsedAnnouncements: 'embarca.collapsedAnnouncements',
  /** The draft of 'Nova carga' not yet saved (issue 16): this prefix + ':<ownerId>:<userId>'. */
  novaCargaDraftPrefix: 'embarca.rascunhoNovaCarga',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
