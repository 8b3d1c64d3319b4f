// A Server Component page: the form (a client component) is rendered on the server and hydrated.
import { ShortOrderForm } from '@bb/order-form';

export default function HomePage() {
  return (
    <main>
      <h1>Get help with your homework</h1>
      <ShortOrderForm pageType="landing" />
    </main>
  );
}
