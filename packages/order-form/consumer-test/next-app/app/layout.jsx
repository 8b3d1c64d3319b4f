// A host's root layout: the form's stylesheet once, for every page.
import '@bb/order-form/styles.css';

export const metadata = { title: 'A host property' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
