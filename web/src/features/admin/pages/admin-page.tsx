import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { OverviewPanel } from '../components/overview-panel';

// Only the overview is on the first screen; the other tabs (filters with the task schemas, lists) load when opened.
const UsersPanel = lazy(() => import('../components/users-panel').then((m) => ({ default: m.UsersPanel })));
const TasksPanel = lazy(() => import('../components/tasks-panel').then((m) => ({ default: m.TasksPanel })));
const SignupsPanel = lazy(() => import('../components/signups-panel').then((m) => ({ default: m.SignupsPanel })));
const SuggestionsPanel = lazy(() =>
  import('../components/suggestions-panel').then((m) => ({ default: m.SuggestionsPanel })),
);

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="flex justify-center py-10 text-muted" />}>{children}</Suspense>;
}

/** /admin: the service at a glance, the athletes, the AI tasks, who may sign up, and what athletes suggest (admins only). */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5 pb-6" data-testid="admin-page">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('admin.title')}</h1>
      <Tabs defaultValue="overview">
        <TabsList className="flex! overflow-x-auto [&>button]:flex-1 [&>button]:shrink-0 [&>button]:whitespace-nowrap">
          <TabsTrigger value="overview">{t('admin.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
          <TabsTrigger value="tasks">{t('admin.tabs.tasks')}</TabsTrigger>
          <TabsTrigger value="signups">{t('admin.tabs.signups')}</TabsTrigger>
          <TabsTrigger value="suggestions">{t('admin.tabs.suggestions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <OverviewPanel />
        </TabsContent>
        <TabsContent value="users" className="mt-4">
          <LazyTab>
            <UsersPanel />
          </LazyTab>
        </TabsContent>
        <TabsContent value="tasks" className="mt-4">
          <LazyTab>
            <TasksPanel />
          </LazyTab>
        </TabsContent>
        <TabsContent value="signups" className="mt-4">
          <LazyTab>
            <SignupsPanel />
          </LazyTab>
        </TabsContent>
        <TabsContent value="suggestions" className="mt-4">
          <LazyTab>
            <SuggestionsPanel />
          </LazyTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}
