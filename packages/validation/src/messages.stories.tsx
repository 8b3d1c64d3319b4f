import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE, MESSAGES } from './index';

/** Every text the forms can show, so designers and copywriters review the wording in one place. */
function MessageTable({ caption, rows }: { caption: string; rows: [string, string, string?][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', font: '14px/1.4 system-ui, sans-serif' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Key
          </th>
          {rows.some((row) => row[2]) && (
            <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
              Field
            </th>
          )}
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Text
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, text, field]) => (
          <tr key={key} style={{ borderTop: '1px solid #ddd' }}>
            <td style={{ padding: 4, fontFamily: 'monospace' }}>{key}</td>
            {field !== undefined && <td style={{ padding: 4 }}>{field}</td>}
            <td style={{ padding: 4 }}>{text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Validation/Messages',
  component: MessageTable,
} satisfies Meta<typeof MessageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldRules: Story = {
  args: {
    caption: 'Field validation messages',
    rows: Object.entries({ ...MESSAGES, ...DASHBOARD_MESSAGES }).map(([key, text]) => [key, text]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email (max 127 symbols)')).toBeVisible();
    await expect(
      canvas.getByText('This Password field must be contain not more 127 chatacters'),
    ).toBeVisible();
    await expect(canvas.getByText("Passwords didn't match. Try again")).toBeVisible();
  },
};

export const ServerErrorCatalogue: Story = {
  args: {
    caption: 'Server error catalogue (meta.response.message_slug)',
    rows: Object.entries(ERROR_CATALOGUE).map(([slug, entry]) => [
      slug,
      entry.message,
      entry.field,
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wrong password, please try again')).toBeVisible();
    await expect(canvas.getByText('Login incorrect (user not exist)')).toBeVisible();
    await expect(canvas.getByText('This account is blocked')).toBeVisible();
  },
};
