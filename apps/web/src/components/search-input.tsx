import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps extends Pick<TextInputProps, 'label' | 'placeholder' | 'w' | 'maw'> {
  value: string;
  onChange: (value: string) => void;
}

/** The box that filters a list of members as one types (the back office's list, the LINE accounts). */
export function SearchInput({ onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
