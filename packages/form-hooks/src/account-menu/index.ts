export {
  ACCOUNT_LINKS,
  ACCOUNT_MENU_TEXTS,
  type AccountMenuAction,
  type AccountMenuEntry,
  accountMenuEntries,
} from './account-menu-entries';
export {
  type AccountMenu,
  type AccountMenuEntryProps,
  type AccountMenuKind,
  useAccountMenu,
} from './use-account-menu';
