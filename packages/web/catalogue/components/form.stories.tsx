import type { Meta, StoryObj } from '@storybook/react-vite';
import { LobbyError } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';

/** Form fields (src/components/form): a label, the input, its error tied by aria-describedby. */
const meta: Meta = { title: 'Components/Form' };
export default meta;

export const Field: StoryObj = {
  render: () => <TextField label="Username" name="username" defaultValue="demo" />,
};
export const FieldWithError: StoryObj = {
  name: 'Field with an error',
  render: () => (
    <TextField label="Username" name="username" defaultValue="d" error="4 to 16 letters or digits" />
  ),
};
export const Password: StoryObj = {
  render: () => <TextField label="Password" name="password" type="password" defaultValue="demo1234" />,
};
export const ServerRefusal: StoryObj = {
  name: "Form error (the server's refusal)",
  render: () => (
    <FormError
      error={
        new LobbyError({
          kind: 'server',
          operationId: 'login',
          status: 200,
          message: 'Wrong username or password',
        })
      }
    />
  ),
};
