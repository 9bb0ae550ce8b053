import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { FileField, formatFileSize } from './file-field';

const fileOf = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });
const refuseLarge = (file: File) => (file.size > 1024 * 1024 ? 'El archivo supera el tamaño máximo de 1 MB' : null);

function setup(props: Partial<Parameters<typeof FileField>[0]> = {}) {
  const onFileChange = jest.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <form id="empleo">
      <FileField
        formId="empleo"
        name="cv"
        label="Currículum (CV)"
        hint="PDF, DOC o DOCX. Tamaño máximo 5 MB."
        accept=".pdf,.doc,.docx"
        selectedMessage="Archivo seleccionado correctamente"
        removeLabel="Quitar archivo"
        check={refuseLarge}
        onFileChange={onFileChange}
        {...props}
      />
    </form>,
  );
  const input = screen.getByLabelText('Currículum (CV)') as HTMLInputElement;
  return { user, input, onFileChange };
}

describe('FileField', () => {
  it('is a native, named file input with the contract ids and the size note', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'cv');
    expect(input).toHaveAttribute('id', 'empleo-cv');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAttribute('aria-describedby', 'empleo-cv-hint empleo-cv-error empleo-cv-status');
    expect(input).toHaveAccessibleDescription(/^PDF, DOC o DOCX\. Tamaño máximo 5 MB\.\s*$/);
    expect(document.getElementById('empleo-cv-error')).toHaveAttribute('hidden');
  });

  it("shows the chosen file's name and size with the confirmation, and removes it on request", async () => {
    const { user, input, onFileChange } = setup();
    const cv = fileOf('cv-ana.pdf', 300 * 1024);
    await user.upload(input, cv);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('cv-ana.pdf (300 KB)');
    expect(status).toHaveTextContent('Archivo seleccionado correctamente');
    expect(onFileChange).toHaveBeenLastCalledWith(cv);

    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input.value).toBe('');
    expect(input).toHaveFocus();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses what the check refuses: message in the slot, nothing kept', async () => {
    const { user, input, onFileChange } = setup();
    await user.upload(input, fileOf('cv-grande.pdf', 2 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo de 1 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
    expect(screen.queryByText(/cv-grande/)).toBeNull();
    expect(onFileChange).toHaveBeenLastCalledWith(null);

    await user.upload(input, fileOf('cv.pdf', 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('cv.pdf (1 KB)');
  });

  it('forgets the file when its form is reset', async () => {
    const { user, input, onFileChange } = setup();
    await user.upload(input, fileOf('cv.pdf', 1024));
    act(() => (input.form as HTMLFormElement).reset());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('drops the file when the server refuses it', async () => {
    let refuse!: (message: string) => void;
    function WithServerError() {
      const [error, setError] = useState<string>();
      refuse = setError;
      return (
        <form>
          <FileField formId="empleo" name="cv" label="CV" accept=".pdf" selectedMessage="Archivo seleccionado correctamente" removeLabel="Quitar archivo" error={error} />
        </form>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<WithServerError />);
    const input = screen.getByLabelText('CV') as HTMLInputElement;
    await user.upload(input, fileOf('cv.pdf', 1024));
    expect(screen.getByRole('status')).toHaveTextContent('cv.pdf');

    act(() => refuse('El CV no es un PDF válido'));
    expect(screen.getByRole('alert')).toHaveTextContent('El CV no es un PDF válido');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input.value).toBe('');
  });
});

describe('formatFileSize', () => {
  it('speaks in KB under a megabyte and in MB with a Spanish decimal comma above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1,4 MB');
  });
});
