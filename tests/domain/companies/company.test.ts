import { describe, expect, it } from 'vitest';
import { COMPANY, type Company, companyKind } from '../../../domain/companies/company.js';
import { newCodedEntity } from '../../../domain/records/coded-entity.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { DuplicateCode, RecordNotFound } from '../../../domain/shared/record.errors.js';

const T0 = instantFromMicros(1_795_000_000_000_000);

describe('company', () => {
  it('when built, then it has the badge shape and its rules (docs/api/badges.md#badge-and-company-fields)', () => {
    const company: Company = {
      id: 1,
      ...newCodedEntity(companyKind, { code: 'ACME', label: 'Acme Corp.' }, 'alice', T0),
    };
    expect(company).toEqual({
      id: 1,
      code: 'ACME',
      label: 'Acme Corp.',
      description: null,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(() => newCodedEntity(companyKind, { code: 'ACME', label: '' }, 'alice', T0)).toThrow(
      'must not be blank',
    );
  });

  it('when its errors are raised, then they carry the company codes and name it', () => {
    expect(new RecordNotFound(COMPANY, 4)).toMatchObject({
      code: 'COMPANY.NOT_FOUND',
      message: 'Company 4 does not exist',
    });
    expect(new DuplicateCode(COMPANY, 'ACME')).toMatchObject({
      code: 'COMPANY.DUPLICATE_CODE',
      message: 'An active company with code "ACME" already exists',
    });
  });
});
