export { Badge } from './badge';
export { Button, buttonClasses, type ButtonProps } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { FormField } from './form-field';
export { Input, Textarea } from './input';
export { Label } from './label';
export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
export { Slider } from './slider';
export { Spinner } from './spinner';
export { Switch } from './switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { ToastAction, Toaster } from './toaster';
export { Tooltip } from './tooltip';
export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  toast,
  useToast,
  type ToastInput,
  type ToastVariant,
} from './use-toast';
export { EmptyState } from './empty-state';
