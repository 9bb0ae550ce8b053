import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Icon } from '../icons/icon';
import { controlA11y, FieldFrame, type FieldProps } from './field-frame';
import { formKitCopy } from './form-copy';
import { typeScale, canHover } from '../theme/tokens';

// The native input, visible, so choosing a file works without script; only its look is ours.
const FileInput = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${(p) => p.theme.space(3)};
  border: 2px dashed ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-size: ${typeScale.sm};
  cursor: pointer;
  transition: border-color 0.15s ease, background-color 0.15s ease;
  &::file-selector-button {
    margin-right: ${(p) => p.theme.space(4)};
    padding: ${(p) => `${p.theme.space(2.5)} ${p.theme.space(5)}`};
    border: 0;
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.onDark};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  ${canHover} { &:hover { border-color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; } }
  ${canHover} { &:hover::file-selector-button { background: ${(p) => p.theme.colors.brandDark}; } }
  &:focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; border-color: ${(p) => p.theme.colors.brand}; }
  &[aria-invalid='true'] { border-color: ${(p) => p.theme.colors.danger}; background: ${(p) => p.theme.colors.dangerSoft}; }
`;

/*
 * Issue 28: with script (html.js, set before the first paint) the native input lies invisible
 * over a drop zone of ours, so a tap anywhere on the zone opens the picker and a file dropped on
 * it lands in the input, natively; the chosen file's name is shown below (Chosen). Without script
 * the input itself is shown, styled as above, since only the browser can show the file's name.
 */
const Zone = styled.div`
  position: relative;
  html:not(.js) & > div { display: none; }
  html.js & {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(4)};
    min-height: 88px;
    padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
    border: 2px dashed ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
    transition: border-color 0.15s ease, background-color 0.15s ease;
    > input { position: absolute; inset: 0; width: 100%; height: 100%; min-height: 0; padding: 0; opacity: 0; }
    ${canHover} { &:hover { border-color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; } }
    &:has(input:focus-visible) { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; border-color: ${(p) => p.theme.colors.brand}; }
    &:has(input[aria-invalid='true']) { border-color: ${(p) => p.theme.colors.danger}; background: ${(p) => p.theme.colors.dangerSoft}; }
  }
`;

const ZoneIcon = styled.div`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
`;

const ZoneText = styled.div`
  strong { display: block; color: ${(p) => p.theme.colors.brandDark}; font-size: ${typeScale.base}; }
  span { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
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
  flex: 1 1 240px;
  min-width: 0;
  strong { display: block; overflow-wrap: anywhere; color: ${(p) => p.theme.colors.ink}; }
  span { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space(1)}; font-size: ${typeScale.sm}; color: ${(p) => p.theme.colors.success}; font-weight: 600; }
`;

const RemoveButton = styled(Button)`
  margin-left: auto;
  min-height: 40px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
  font-size: ${typeScale.sm};
`;

/** "820 KB", "1,4 MB": the size a visitor recognises from their file manager. */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

export type FileFieldProps = FieldProps & {
  /** The input's accept filter (a hint to the picker; `check` and the server decide). */
  accept: string;
  /** Confirmation shown with the file's name once one is chosen ('Archivo seleccionado correctamente'). */
  selectedMessage: string;
  removeLabel: string;
  /** The drop zone's words ('Selecciona tu CV', 'o arrástralo aquí'). */
  pickLabel?: string;
  dropLabel?: string;
  /** Why a chosen file is refused (type, size), or null: a refused file is not kept. */
  check?: (file: File) => string | null;
  /** Called with the kept file, or null when none is kept (refused, removed, form reset). */
  onFileChange?: (file: File | null) => void;
};

/**
 * A native file input (`name`, e.g. `cv`) posted with the form with or without script. With
 * script it shows the chosen file's name and `selectedMessage`, refuses what `check` refuses,
 * and drops the file when the form resets or an error (the server's) is given for it.
 */
export const FileField = forwardRef<HTMLInputElement | null, FileFieldProps>(function FileField(
  { formId, name, label, required, hint, error, form, wide, accept, selectedMessage, removeLabel, pickLabel = formKitCopy.filePick, dropLabel = formKitCopy.fileDrop, check, onFileChange },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => inputRef.current, []);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Read through refs, so a new function from the parent never re-runs the effects below.
  const latest = useRef({ check, onFileChange });
  useEffect(() => {
    latest.current = { check, onFileChange };
  });

  const keep = useCallback((chosen: File | null, problem: string | null) => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
    setFile(chosen);
    setRefusal(problem);
    latest.current.onFileChange?.(chosen);
  }, []);

  const choose = useCallback(
    (chosen: File | undefined) => {
      if (!chosen) return keep(null, null);
      const problem = latest.current.check?.(chosen) ?? null;
      keep(problem ? null : chosen, problem);
    },
    [keep],
  );

  // A file chosen before hydration is in the input already: show it (and check it) at once.
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen) choose(chosen);
  }, [choose]);

  // The form's reset (after a successful send) empties the input natively; forget the file too.
  useEffect(() => {
    const owner = inputRef.current?.form;
    if (!owner) return;
    const forget = () => {
      // The reset empties a real input anyway; saying so also covers inputs whose files were set by script.
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      setRefusal(null);
      latest.current.onFileChange?.(null);
    };
    owner.addEventListener('reset', forget);
    return () => owner.removeEventListener('reset', forget);
  }, []);

  // A file the server refused is not kept: the visitor chooses another.
  useEffect(() => {
    if (error && inputRef.current) {
      inputRef.current.value = '';
      setFile(null);
    }
  }, [error]);

  const message = refusal ?? error;
  const a11y = controlA11y({ formId, name, required, hint, error: message });
  const statusId = `${formId}-${name}-status`;

  const remove = () => {
    keep(null, null);
    inputRef.current?.focus();
  };

  return (
    <FieldFrame
      formId={formId}
      name={name}
      label={label}
      required={required}
      hint={hint}
      message={message}
      wide={wide}
      footer={
        // Always present, so the confirmation is announced when it appears.
        <div role="status" id={statusId}>
          {file && (
            <Chosen>
              <Icon name="file-text" size={28} />
              <ChosenText>
                <strong>
                  {file.name} ({formatFileSize(file.size)})
                </strong>
                <span>
                  <Icon name="circle-check" size={16} />
                  {selectedMessage}
                </span>
              </ChosenText>
              <RemoveButton type="button" $variant="ghost" onClick={remove}>
                <Icon name="trash" size={16} />
                {removeLabel}
              </RemoveButton>
            </Chosen>
          )}
        </div>
      }
    >
      <Zone>
        {/* Decorative: the input (over it) carries the field's label. */}
        <ZoneIcon aria-hidden="true">
          <Icon name="upload" size={22} />
        </ZoneIcon>
        <ZoneText aria-hidden="true">
          <strong>{pickLabel}</strong>
          <span>{dropLabel}</span>
        </ZoneText>
        <FileInput
          ref={inputRef}
          type="file"
          name={name}
          accept={accept}
          form={form}
          {...a11y}
          aria-describedby={`${a11y['aria-describedby']} ${statusId}`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Zone>
    </FieldFrame>
  );
});
