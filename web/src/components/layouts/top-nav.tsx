import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useNavItems } from './nav-items';

/** Wide screens: the same four destinations in the header. */
export function TopNav() {
  const { navLabel, items } = useNavItems();
  return (
    <nav aria-label={navLabel} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map(({ id, to, Icon, label, isActive }) => (
          <li key={id}>
            <Link
              to={to}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition',
                isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
