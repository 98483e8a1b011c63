import { useState } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'login' | 'signup';

/**
 * The sign-in / sign-up form (docs/product.md#auth-screen) shared by the /auth page and the landing
 * page's dialog: Google first, then email with Login and Sign up tabs.
 */
export function AuthForm({
  tab,
  onTabChange,
  onSignedIn,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => Promise<void> | void;
}) {
  const [forgotPassword, setForgotPassword] = useState(false);

  return (
    <div className="grid gap-4">
      <GoogleButton />
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with email
        <span className="h-px flex-1 bg-border" />
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setForgotPassword(false);
          onTabChange(value === 'signup' ? 'signup' : 'login');
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign up</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="pt-2">
          {forgotPassword ? (
            <ForgotPasswordForm onDone={() => setForgotPassword(false)} />
          ) : (
            <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => setForgotPassword(true)} />
          )}
        </TabsContent>
        <TabsContent value="signup" className="pt-2">
          <SignUpForm onSignedUp={() => onTabChange('login')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
