import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values, unknown, Values>>[2];
const rejectShortNames: Resolver<Values, unknown, Values> = async (values) =>
  values.name.length < 2
    ? { values: {}, errors: { name: { type: 'min', message: 'El nombre debe tener al menos 2 caracteres' } } }
    : { values, errors: {} as Record<string, never> };

describe('lazyResolver', () => {
  it('loads the validation code once, on first use, and checks with it', async () => {
    const load = jest.fn(async () => rejectShortNames);
    const { resolver } = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    const first = await resolver({ name: 'A' }, undefined, options);
    expect(first.errors.name?.message).toBe('El nombre debe tener al menos 2 caracteres');
    await resolver({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the code cannot load, lets the values through for the server to check, and tries again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(rejectShortNames);
    const { resolver } = lazyResolver<Values, Values>(load);

    expect(await resolver({ name: 'A' }, undefined, options)).toEqual({ values: { name: 'A' }, errors: {} });
    expect((await resolver({ name: 'A' }, undefined, options)).errors.name).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
