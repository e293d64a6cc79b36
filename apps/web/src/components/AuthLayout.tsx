// The centred card of the pages outside the shell (login, password pages, 403, clock help): plain elements and CSS
// (decision 152), so the sign-in pages need no MUI; the other pages put their MUI content inside it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './plain/plain.css';

type AuthLayoutProps = { title: string; children: ReactNode; topRight?: ReactNode; maxWidth?: number };

export function AuthLayout({ title, children, topRight, maxWidth = 440 }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className="pl-root pl-page">
      <div className="pl-card" style={{ maxWidth }}>
        <div className="pl-card-top">
          <span className="pl-overline">{t('app.name')}</span>
          {topRight}
        </div>
        <h1 className="pl-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
