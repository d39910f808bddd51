/**
 * The CMS's site-wide parts: options, the static elements and master components, the navigation
 * trees. Shoppers read them on every page (memoized per site and language under one cache tag
 * each); back-office users change them, to drafts when the site requires publishing.
 */
export { listOptions, setOption, setOptions, invalidateOptions, shopAddress, type OptionWrite } from "./options";
export { checkSitePassword, SITE_PASSWORD_KEY } from "./site-password";
export { requiresPublishing } from "./publishing-option";
export {
  createElement,
  elementForEditing,
  elementsByHandlers,
  getMaster,
  invalidateElements,
  listMasters,
  MASTER_PREFIX,
  publishElement,
  updateElement,
  type ElementFields,
} from "./elements";
export {
  createNavigationLink,
  deleteNavigationLink,
  invalidateNavigation,
  moveNavigationLink,
  navigationForEditing,
  navigationTree,
  publishNavigation,
  updateNavigationLink,
} from "./navigation";
export { compareSiteRevisions, elementHistory, navigationHistory, restoreSiteRevision } from "./part-history";
export { changedFields, listedRevision } from "./revisions";
export { assertNewLinksLead, missingLinks } from "./link-targets";
