import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { PageLoader } from '../../components/layouts/page-loader';

export function PublicLayout() {
  return (
    <>
      <Header />
      <main id="main" className="pt-16">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
