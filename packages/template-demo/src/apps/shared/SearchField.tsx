import { Search } from 'lucide-react';
import { Form, InputGroup } from 'react-bootstrap';

/** The demo apps' search box: a magnifier, a search input with its accessible label. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  testId,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  testId?: string;
  className?: string;
}) {
  return (
    <InputGroup className={className}>
      <InputGroup.Text>
        <Search size={16} aria-hidden />
      </InputGroup.Text>
      <Form.Control
        type="search"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </InputGroup>
  );
}
