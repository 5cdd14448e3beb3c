import type { ComponentProps, Ref } from 'react';
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

/** An input bound to its Controller that keeps what is typed in `mask`'s shape. */
function MaskedInput({
  control,
  mask,
  ...props
}: { control: ControlledText; mask: (typed: string) => string } & ComponentProps<'input'>) {
  return (
    <Input
      {...props}
      name={control.name}
      ref={control.ref}
      value={control.value ?? ''}
      onBlur={control.onBlur}
      onChange={(event) => control.onChange(mask(event.target.value))}
    />
  );
}

/** "(555) 123-4567" while typing. */
export function PhoneInput({ control, aria }: { control: ControlledText; aria: Aria }) {
  return (
    <MaskedInput
      {...aria}
      control={control}
      mask={formatPhone}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 123-4567"
      maxLength={14}
    />
  );
}

/** Nine digits shown as XXX-XX-XXXX, masked unless the person asks to see it: others may see the screen. */
export function SsnInput({ control, aria, shown }: { control: ControlledText; aria: Aria; shown: boolean }) {
  return (
    <MaskedInput
      {...aria}
      control={control}
      mask={formatSsn}
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      placeholder="XXX-XX-XXXX"
      maxLength={11}
    />
  );
}
