import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { MENU, type MenuItem, menuItemPath, SHIPMENT_OVERVIEW_ITEM_ID } from '@/config/menu';
import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { useSession } from '@/domain/session/session-store';
import { useShipmentOverviewHighlight } from '@/domain/shipment/shipment-promotion';

import styles from './site-menu.module.css';

/** Props of {@link SiteMenu}: `onNavigate` runs when an item is followed (the panel or drawer closes). */
export interface SiteMenuProps {
  onNavigate: () => void;
  /** Prefix of the area heading ids, unique per rendering (panel or drawer). */
  idPrefix: string;
}

/** Every menu area (config/menu.ts) as a heading with its list of links. */
export function SiteMenu({ onNavigate, idPrefix }: SiteMenuProps) {
  const { t } = useTranslation('menu');
  return (
    <div className={styles.areas}>
      {MENU.map((area) => {
        const headingId = `${idPrefix}-${area.id}`;
        return (
          <section key={area.id} className={styles.area} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.areaTitle}>
              {t(`areas.${area.id}`)}
            </h2>
            <ul className={styles.list}>
              {area.items.map((item) =>
                item.flag ? (
                  <FlaggedMenuLink key={item.id} item={item} flag={item.flag} onNavigate={onNavigate} />
                ) : (
                  <MenuLink key={item.id} item={item} onNavigate={onNavigate} />
                ),
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

interface MenuLinkProps {
  item: MenuItem;
  onNavigate: () => void;
}

/** An item behind a feature flag: hidden while the flag is off (docs/requirements.md §6). */
function FlaggedMenuLink({ flag, ...props }: MenuLinkProps & { flag: NonNullable<MenuItem['flag']> }) {
  const on = useFeatureFlag(flag);
  return on ? <MenuLink {...props} /> : null;
}

/**
 * One item: a link to its page, or for an anonymous user on an isRequiredLogin item a link to the login page that
 * returns to the item's page. The shipment-overview item is highlighted while a promotion runs (10 s).
 */
function MenuLink({ item, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation('menu');
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const highlighted = useShipmentOverviewHighlight() && item.id === SHIPMENT_OVERVIEW_ITEM_ID;
  const target = menuItemPath(item);
  const needsLogin = Boolean(item.isRequiredLogin) && !loggedIn;
  const className = [styles.link, highlighted ? styles.highlighted : ''].filter(Boolean).join(' ');
  return (
    <li>
      <NavLink
        to={needsLogin ? paths.login.href(target) : target}
        className={({ isActive }) => (isActive && !needsLogin ? `${className} ${styles.active}` : className)}
        onClick={onNavigate}
        data-highlighted={highlighted || undefined}
      >
        {t(`items.${item.id}`)}
        {needsLogin ? (
          <>
            {' '}
            <LockIcon />
            <span className="visually-hidden">{t('login-required')}</span>
          </>
        ) : null}
        {highlighted ? (
          <>
            {' '}
            <span className={styles.badge}>{t('new-badge')}</span>
          </>
        ) : null}
      </NavLink>
    </li>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lock} aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}
