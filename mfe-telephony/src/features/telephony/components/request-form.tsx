import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { additionalLinePrice, additionalLines, additionalLinesTotal } from '@site/shared/content/additional-lines';
import { MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import type { TelephonyLead } from '@site/shared/schemas/leads';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { telephonyLeadResolver, type TelephonyLeadFormValues } from '@site/shared/schemas/telephony-lead-form';
import { announceLeadFailed, announceLeadSent, leadNotices } from '@site/shared/api-client';
import { Button, Icon } from '@site/shared/ui';
import { sendTelephonyLead } from '../api/send-telephony-lead';
import { formatEuros, planModeLabel, vatNote } from '../format';
import { describeLines, describeTariff, type TelephonyRequest } from '../request';
import { ErrorText, FieldBox, LabelNote, TextAreaField, TextField } from './form-controls';
import { QuantityStepper } from './quantity-stepper';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  @media (min-width: ${(p) => p.theme.breakpoints.small}px) { grid-template-columns: 1fr 1fr; }
`;

const Summary = styled.div`
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandSoft};
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${(p) => `${p.theme.space(1)} ${p.theme.space(4)}`}; margin: 0; }
  dt { color: ${(p) => p.theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-weight: 600; color: ${(p) => p.theme.colors.ink}; }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  legend { font-weight: 600; font-size: 0.9375rem; color: ${(p) => p.theme.colors.ink}; padding: 0; margin-bottom: ${(p) => p.theme.space(2)}; }
`;

const LineOptions = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.small}px) { grid-template-columns: repeat(3, 1fr); }
`;

const LineOption = styled.label<{ $checked: boolean }>`
  position: relative;
  display: grid;
  gap: 2px;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 2px solid ${(p) => p.theme.colors.border};
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:focus-visible) { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  strong { color: ${(p) => p.theme.colors.ink}; }
  small { color: ${(p) => p.theme.colors.muted}; font-size: 0.8125rem; }
  span { font-weight: 700; color: ${(p) => p.theme.colors.brandDark}; }
  ${(p) =>
    p.$checked &&
    css`
      border-color: ${p.theme.colors.brand};
      background: ${p.theme.colors.brandSoft};
    `}
`;

// Not an <output>: react-hook-form's reset() calls form.reset(), which would wipe an output's
// children behind React's back.
const TotalBox = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  strong { font-size: 1.5rem; color: ${(p) => p.theme.colors.ink}; }
  small { color: ${(p) => p.theme.colors.muted}; }
`;

const CheckRow = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-start;
  input { width: 20px; height: 20px; margin-top: 3px; flex: none; accent-color: ${(p) => p.theme.colors.brand}; }
  label { font-size: 0.9375rem; }
`;

const Failure = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.dangerSoft};
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
  svg { flex: none; width: 18px; height: 18px; margin-top: 3px; }
`;


type Props = { request: TelephonyRequest; mode: PlanMode; onSent: () => void };

/**
 * The telephony lead form (SPEC §3, §5): contact fields, the company in Empresa mode, the line
 * type and quantity for additional lines, and the privacy consent.
 */
export function RequestForm({ request, mode, onSent }: Props) {
  const ids = useId();
  const isLines = request.kind === 'lines';
  const [failure, setFailure] = useState<string | null>(null);

  // offerDetails is derived from what is chosen, so it is computed at validation time instead of
  // being kept in sync in a hidden field.
  const resolver = useMemo<Resolver<TelephonyLeadFormValues, unknown, TelephonyLead>>(
    () => (values, context, options) =>
      telephonyLeadResolver(
        {
          ...values,
          offerDetails:
            request.kind === 'tariff' ? describeTariff(request.tariff, mode) : describeLines(values.lineType, values.lineQuantity, mode),
        },
        context,
        options,
      ),
    [request, mode],
  );

  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TelephonyLeadFormValues, unknown, TelephonyLead>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: '',
      companyName: '',
      acceptPolicy: false,
      type: 'offer',
      formOrigin: 'telephony',
      planMode: mode,
      offerDetails: '',
      ...(isLines ? { lineType: '', lineQuantity: 1 } : {}),
    },
  });

  const [lineType, lineQuantity] = useWatch({ control, name: ['lineType', 'lineQuantity'] });
  const unitPrice = lineType ? additionalLinePrice(lineType, mode) : undefined;

  const onSubmit = async (lead: TelephonyLead) => {
    setFailure(null);
    const payload: TelephonyLead = {
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? '',
      message: lead.message ?? '',
      type: 'offer',
      formOrigin: 'telephony',
      planMode: mode,
      offerDetails: lead.offerDetails,
      ...(mode === 'empresa' ? { companyName: lead.companyName } : {}),
      ...(isLines ? { lineType: lead.lineType, lineQuantity: lead.lineQuantity } : {}),
      // Sent so the server can record consent (a deliberate change from the original site).
      acceptPolicy: true,
    };
    try {
      announceLeadSent(leadNotices.contactSuccess, await sendTelephonyLead(payload));
      reset();
      onSent();
    } catch (error) {
      const description = announceLeadFailed(error);
      // The modal hides the rest of the page from assistive technology, toasts included, so the
      // failure is also said inside the dialog.
      setFailure(description);
    }
  };

  const lineTypeErrorId = `${ids}-line-type-error`;
  const policyId = `${ids}-policy`;
  const policyErrorId = `${ids}-policy-error`;

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      {request.kind === 'tariff' && (
        <Summary>
          <dl>
            <dt>Tarifa</dt>
            <dd>
              {request.tariff.operator} {request.tariff.name}
            </dd>
            <dt>Tipo</dt>
            <dd>{request.tariff.type}</dd>
            <dt>Precio</dt>
            <dd>
              {formatEuros(request.tariff.price)}/mes {request.tariff.enterprise ? 'sin IVA' : '(precio final)'}
            </dd>
            <dt>Plan</dt>
            <dd>{planModeLabel(mode)}</dd>
          </dl>
        </Summary>
      )}

      {isLines && (
        <>
          <Fieldset
            role="radiogroup"
            aria-invalid={!!errors.lineType}
            aria-describedby={errors.lineType ? lineTypeErrorId : undefined}
          >
            <legend>
              Tipo de línea
              <LabelNote />
            </legend>
            <LineOptions>
              {additionalLines.map((line) => (
                <LineOption key={line.lineType} $checked={lineType === line.lineType}>
                  <input type="radio" value={line.lineType} {...register('lineType')} />
                  <strong>{line.lineType}</strong>
                  <small>{line.summary}</small>
                  <span>{formatEuros(line.prices[mode])}/mes</span>
                </LineOption>
              ))}
            </LineOptions>
            {errors.lineType?.message && (
              <ErrorText id={lineTypeErrorId} role="alert">
                {errors.lineType.message}
              </ErrorText>
            )}
          </Fieldset>
          <Controller
            control={control}
            name="lineQuantity"
            render={({ field, fieldState }) => (
              <QuantityStepper
                label="Número de líneas (de 1 a 8)"
                value={field.value ?? 1}
                min={1}
                max={MAX_ADDITIONAL_LINES}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TotalBox role="status" aria-live="polite">
            <span>Total mensual</span>
            {unitPrice !== undefined ? (
              <span>
                <strong>{formatEuros(additionalLinesTotal(unitPrice, lineQuantity ?? 1))}</strong>{' '}
                <small>
                  ({lineQuantity ?? 1} × {formatEuros(unitPrice)}, {vatNote(mode)})
                </small>
              </span>
            ) : (
              <small>Elige un tipo de línea para ver el total</small>
            )}
          </TotalBox>
        </>
      )}

      <TwoColumns>
        <TextField label="Nombre" autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      </TwoColumns>
      <TwoColumns>
        <TextField label="Teléfono" optional type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
        {mode === 'empresa' && (
          <TextField
            label="Nombre de la empresa"
            autoComplete="organization"
            registration={register('companyName')}
            error={errors.companyName?.message}
          />
        )}
      </TwoColumns>
      <TextAreaField label="Mensaje" optional rows={3} registration={register('message')} error={errors.message?.message} />

      <FieldBox>
        <CheckRow>
          <input
            id={policyId}
            type="checkbox"
            {...register('acceptPolicy')}
            aria-required="true"
            aria-invalid={!!errors.acceptPolicy}
            aria-describedby={errors.acceptPolicy ? policyErrorId : undefined}
          />
          <label htmlFor={policyId}>
            He leído y acepto la{' '}
            {/* A new tab keeps what the visitor has typed in this dialog. */}
            <a href="/privacidad" target="_blank" rel="noopener">
              política de privacidad
            </a>
            <LabelNote />
          </label>
        </CheckRow>
        {errors.acceptPolicy?.message && (
          <ErrorText id={policyErrorId} role="alert">
            {errors.acceptPolicy.message}
          </ErrorText>
        )}
      </FieldBox>

      {failure && (
        <Failure role="alert">
          <Icon name="circle-alert" />
          <span>
            No hemos podido enviar tu solicitud: {failure}
          </span>
        </Failure>
      )}

      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar solicitud'}
      </Button>
    </Form>
  );
}
