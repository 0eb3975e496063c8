import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDialog, type DialogOptions } from '@/hooks/use-dialog';
import { DialogProvider } from '@/components/dialog/dialog-service';
import { Modal } from '@/components/modal/modal';

/** The dialog overlay service and the one accessible modal (src/components/dialog, src/components/modal). */
const meta: Meta = { title: 'Components/Dialog and modal' };
export default meta;

function ShowDialog(options: DialogOptions) {
  const dialog = useDialog();
  useEffect(() => void dialog.show(options), [dialog, options]);
  return null;
}

const withDialogs = (options: DialogOptions): StoryObj => ({
  render: () => (
    <DialogProvider>
      <ShowDialog {...options} />
    </DialogProvider>
  ),
});

export const Info = withDialogs({
  title: 'Transfer done',
  message: 'Your main wallet now holds 14,683.20.',
  icon: 'success',
});
export const ServerHtml = withDialogs({
  title: 'Maintenance notice',
  html: '<p>Slots are <strong>closed</strong> from 02:00 to 04:00.</p>',
  icon: 'warning',
  buttons: [
    { id: 'later', label: 'Later', variant: 'secondary' },
    { id: 'ok', label: 'OK', variant: 'primary' },
  ],
});

function ModalDemo() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Modal
      title="Bank card"
      onClose={() => setOpen(false)}
      footer={
        <button className="button" type="button">
          Save
        </button>
      }
    >
      <p>A modal traps the focus and freezes the page behind it; only its close button closes it.</p>
    </Modal>
  ) : (
    <button className="button" type="button" onClick={() => setOpen(true)}>
      Open the modal
    </button>
  );
}
export const ModalStory: StoryObj = { name: 'Modal', render: () => <ModalDemo /> };
