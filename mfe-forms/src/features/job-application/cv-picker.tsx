import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { formsCopy } from '@site/shared/content/forms-copy';
import { CV_ACCEPT } from '@site/shared/schemas/lead-rules';
import { Button, Icon } from '@site/shared/ui';
import { ErrorText, FieldLabel, Hint } from '../form-kit/field';
import { checkCvFile, formatFileSize } from './cv-file';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  grid-column: 1 / -1;
`;

// Kept in the tab order and the accessibility tree; only its look is replaced by the drop zone.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const DropZone = styled.label<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => `${p.theme.space(6)} ${p.theme.space(4)}`};
  border: 2px dashed ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.muted)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$invalid ? p.theme.colors.dangerSoft : p.theme.colors.surfaceAlt)};
  text-align: center;
  cursor: pointer;
  transition: border-color 0.15s ease, background-color 0.15s ease;
  svg { color: ${(p) => p.theme.colors.brand}; }
  strong { color: ${(p) => p.theme.colors.brand}; }
  &:hover { border-color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; }
  ${(p) => p.$dragging && css`border-color: ${p.theme.colors.brand}; background: ${p.theme.colors.brandSoft};`}
  input:focus-visible + & { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.colors.success};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  > svg { flex: none; color: ${(p) => p.theme.colors.brand}; }
`;

const ChosenText = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  strong { display: block; overflow-wrap: anywhere; color: ${(p) => p.theme.colors.ink}; }
  span { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space(1)}; font-size: 0.875rem; color: ${(p) => p.theme.colors.success}; font-weight: 600; }
`;

const RemoveButton = styled(Button)`
  min-height: 40px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
  font-size: 0.9375rem;
`;

type CvPickerProps = {
  file: File | null;
  error: string | null;
  /** A valid file (error null), or no file with the reason it was refused or removed. */
  onChange: (file: File | null, error: string | null) => void;
};

/** The optional CV: checked for type and size on choice; a refused file is not kept. */
export function CvPicker({ file, error, onChange }: CvPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const copy = formsCopy.job.cv;

  // When the parent clears the file (removed, or the form was sent), clear the native input too,
  // so choosing the same file again fires a change.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkCvFile(chosen);
    if (problem && inputRef.current) inputRef.current.value = '';
    onChange(problem ? null : chosen, problem);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const remove = () => {
    onChange(null, null);
    inputRef.current?.focus();
  };

  return (
    <Box>
      <FieldLabel as="span" id={`${id}-label`}>
        {copy.label}
      </FieldLabel>
      <FileInput
        ref={inputRef}
        id={id}
        type="file"
        accept={CV_ACCEPT}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-status${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <DropZone
        htmlFor={id}
        $dragging={dragging}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={28} />
        <strong>{file ? copy.replace : copy.choose}</strong>
        <Hint as="span" id={`${id}-hint`}>{copy.hint}</Hint>
      </DropZone>
      {/* Always present so the confirmation is announced when it appears. */}
      <div role="status" id={`${id}-status`}>
        {file && (
          <Chosen>
            <Icon name="file-text" size={28} />
            <ChosenText>
              <strong>
                {file.name} ({formatFileSize(file.size)})
              </strong>
              <span>
                <Icon name="circle-check" size={16} />
                {copy.selected}
              </span>
            </ChosenText>
            <RemoveButton type="button" $variant="ghost" onClick={remove}>
              <Icon name="trash" size={16} />
              {copy.remove}
            </RemoveButton>
          </Chosen>
        )}
      </div>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          <Icon name="circle-alert" size={16} />
          {error}
        </ErrorText>
      )}
    </Box>
  );
}
