import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { OverviewPanel } from '../components/overview-panel';
import { SignupsPanel } from '../components/signups-panel';
import { SuggestionsPanel } from '../components/suggestions-panel';
import { TasksPanel } from '../components/tasks-panel';
import { UsersPanel } from '../components/users-panel';

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
          <UsersPanel />
        </TabsContent>
        <TabsContent value="tasks" className="mt-4">
          <TasksPanel />
        </TabsContent>
        <TabsContent value="signups" className="mt-4">
          <SignupsPanel />
        </TabsContent>
        <TabsContent value="suggestions" className="mt-4">
          <SuggestionsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
