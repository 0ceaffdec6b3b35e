import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';

export interface SearchFilterProps {
  /** The search in effect (from the address). */
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  className?: string;
}

/**
 * A list's search box: searches once typing pauses, at once on Enter, and follows the value in
 * effect when it changes elsewhere (filters reset, Back).
 */
export function SearchFilter({ value, onSearch, placeholder, className }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const settled = useDebouncedValue(text, 400);
  const lastSettled = useRef(settled);

  // The value changed elsewhere (not by this box's own search): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== settled.trim()) setText(value);
  }

  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled.trim() !== value) onSearch(settled.trim());
  }, [settled, value, onSearch]);

  return (
    <Input.Search
      className={className}
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => {
        setText(next);
        if (next.trim() !== value) onSearch(next.trim());
      }}
    />
  );
}
