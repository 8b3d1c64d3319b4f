export {
  ACCOUNT_LINKS,
  ACCOUNT_MENU_TEXTS,
  type AccountMenuAction,
  type AccountMenuEntry,
  accountMenuEntries,
} from './account-menu-entries';
export {
  type AccountMenuEntryProps,
  type AccountMenuKind,
  type UseAccountMenuResult,
  useAccountMenu,
} from './use-account-menu';
