import { ACCOUNT_MENU_TEXTS, type UseAccountMenuResult as AccountMenuState } from '@bb/form-hooks';
import { Popover } from '../popover/popover';
import { AccountButton } from './account-button';

/** A signed-in person's menu in a popover, ending in Log out; `AccountMenu` loads it on demand. */
export function AccountMenuPopover({ menu }: { menu: AccountMenuState }) {
  return (
    <Popover
      label={ACCOUNT_MENU_TEXTS.menu}
      align="end"
      className="bb-account-menu__popup"
      trigger={<AccountButton />}
    >
      <MenuEntries menu={menu} />
    </Popover>
  );
}

function MenuEntries({ menu }: { menu: AccountMenuState }) {
  return (
    <>
      {menu.customer?.email && <p className="bb-account-menu__email">{menu.customer.email}</p>}
      <ul className="bb-account-menu__list">
        {menu.entries.map((entry) => {
          const props = menu.getEntryProps(entry);
          return (
            <li key={entry.id}>
              {entry.action === 'log_out' ? (
                <button
                  type="button"
                  className="bb-account-menu__item bb-account-menu__item--log-out"
                  onClick={props.onClick}
                  disabled={props.disabled}
                  aria-busy={menu.loggingOut || undefined}
                >
                  {entry.label}
                </button>
              ) : (
                <a className="bb-account-menu__item" href={props.href} onClick={props.onClick}>
                  {entry.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
