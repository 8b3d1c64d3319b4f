// Where a placed order lands: the BB dashboard, stubbed in the host.
export default function DashboardPage() {
  return (
    <main>
      <h1>Dashboard</h1>
    </main>
  );
}
