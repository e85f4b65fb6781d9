import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';
import { cn } from '@/lib/utils';
import { useTheme } from './ThemeProvider';

/** Switches light and dark (spec §2). The label names the theme it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const t = useT(commonEn);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} className={cn(className)}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
