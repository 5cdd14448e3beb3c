import type { Ref } from 'react';
import { formatPhone, formatSsn } from '#client/lib/input-masks.ts';
import type { fieldAria } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';

/** What a react-hook-form Controller hands its render function, for a text value. */
interface ControlledText {
  name: string;
  value: string | undefined;
  ref: Ref<HTMLInputElement>;
  onBlur: () => void;
  onChange: (value: string) => void;
}

type Aria = ReturnType<typeof fieldAria>;

/** "(555) 123-4567" while typing. */
export function PhoneInput({ control, aria }: { control: ControlledText; aria: Aria }) {
  return (
    <Input
      {...aria}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 123-4567"
      maxLength={14}
      name={control.name}
      ref={control.ref}
      value={control.value ?? ''}
      onBlur={control.onBlur}
      onChange={(event) => control.onChange(formatPhone(event.target.value))}
    />
  );
}

/** Nine digits shown as XXX-XX-XXXX, masked unless the person asks to see it: others may see the screen. */
export function SsnInput({ control, aria, shown }: { control: ControlledText; aria: Aria; shown: boolean }) {
  return (
    <Input
      {...aria}
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      placeholder="XXX-XX-XXXX"
      maxLength={11}
      name={control.name}
      ref={control.ref}
      value={control.value ?? ''}
      onBlur={control.onBlur}
      onChange={(event) => control.onChange(formatSsn(event.target.value))}
    />
  );
}
