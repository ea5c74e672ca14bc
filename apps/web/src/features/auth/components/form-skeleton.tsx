import { Skeleton } from '@/components/ui/skeleton';

/** The form's footprint while its code arrives, so nothing shifts when it appears. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="flex flex-col gap-1.5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="mt-5 h-12 w-full" />
    </div>
  );
}
