import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useNavItems } from './nav-items';

/** The phone's main navigation: four tabs fixed at the bottom. */
export function BottomNav() {
  const { navLabel, items } = useNavItems();
  return (
    <nav
      aria-label={navLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ id, to, Icon, label, isActive }) => (
          <li key={id}>
            <Link
              to={to}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold',
                isActive ? 'text-primary' : 'text-muted',
              )}
            >
              <Icon className="h-5 w-5" aria-hidden="true" strokeWidth={isActive ? 2.5 : 2} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
