// The same host's page without the form: what it loads is Next's and React's own cost, which the
// form's measured size leaves out.
export default function BlankPage() {
  return (
    <main>
      <h1>Our other pages</h1>
    </main>
  );
}
