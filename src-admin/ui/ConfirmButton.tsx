import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Confirm } from 'react-admin';

/**
 * A button that asks before it acts (money moves, records go). Clicks never reach a list row
 * behind it, so a row's own click (open the record) does not fire as well.
 */
export const ConfirmButton = ({
  label,
  icon,
  title,
  content,
  confirmLabel,
  onConfirm,
  disabled,
  color = 'primary',
  variant,
}: {
  label: string;
  icon?: ReactElement;
  title: string;
  content: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  color?: 'primary' | 'error' | 'success' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
}) => {
  const [open, setOpen] = useState(false);
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button label={label} onClick={() => setOpen(true)} disabled={disabled} color={color} variant={variant}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={disabled}
        title={title}
        content={content}
        confirm={confirmLabel ?? label}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
