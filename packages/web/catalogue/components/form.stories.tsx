import type { Meta, StoryObj } from '@storybook/react-vite';
import { LobbyError } from '@lobby/sdk';
import { Field as FieldFrame, SelectField } from '@/components/form/field';
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
export const Select: StoryObj = {
  render: () => (
    <SelectField
      label="Status"
      defaultValue="ACTIVE"
      options={[
        { value: 'ACTIVE', label: 'Active' },
        { value: 'DISABLED', label: 'Disabled' },
      ]}
    />
  ),
};
export const SelectWithError: StoryObj = {
  name: 'Select with an error',
  render: () => (
    <SelectField
      label="Dividend period"
      options={[{ value: '', label: 'Choose' }]}
      error="This field is required"
    />
  ),
};
export const TextArea: StoryObj = {
  name: 'Any control in the field frame (a text area)',
  render: () => (
    <FieldFrame label="Reason (optional, at most 140 characters)">
      {(control) => <textarea {...control} className="input" rows={3} />}
    </FieldFrame>
  ),
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
