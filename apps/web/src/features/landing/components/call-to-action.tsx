import { Button } from '@/components/ui/button';

export function CallToAction({ onSignUp }: { onSignUp: () => void }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your counselling, with the data in front of you
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
          Create a free account, look around in demo mode, and upgrade when you are ready.
        </p>
        <Button
          size="lg"
          variant="secondary"
          onClick={onSignUp}
          className="mt-8 h-12 px-6 text-base"
        >
          Create free account
        </Button>
      </div>
    </section>
  );
}
