import { describe, expect, it } from 'vitest';
import {
  operationFor,
  templateRegex,
  uncoveredOperations,
  unknownRequests,
  unrefusedOperations,
} from './pact-coverage';

const operations = [
  { operationId: 'listContracts', method: 'GET', path: '/wps/agent/contracts' },
  { operationId: 'offerContract', method: 'POST', path: '/wps/agent/contracts' },
  { operationId: 'acceptContract', method: 'PUT', path: '/wps/agent/contracts/{contractId}/accept' },
  { operationId: 'listPendingContracts', method: 'GET', path: '/wps/agent/contracts/pending' },
  { operationId: 'getContract', method: 'GET', path: '/wps/agent/contracts/{contractId}' },
];

describe('pact coverage', () => {
  it('matches a path parameter to exactly one segment', () => {
    expect(templateRegex('/a/{id}/accept').test('/a/C1/accept')).toBe(true);
    expect(templateRegex('/a/{id}/accept').test('/a/C1/x/accept')).toBe(false);
    expect(templateRegex('/a/{id}/accept').test('/a//accept')).toBe(false);
  });

  it('tells operations apart by method and prefers the literal path', () => {
    expect(operationFor({ method: 'post', path: '/wps/agent/contracts' }, operations)?.operationId).toBe(
      'offerContract',
    );
    expect(
      operationFor({ method: 'GET', path: '/wps/agent/contracts/pending' }, operations)?.operationId,
    ).toBe('listPendingContracts');
    expect(operationFor({ method: 'GET', path: '/wps/agent/contracts/C9' }, operations)?.operationId).toBe(
      'getContract',
    );
  });

  it('lists the operations no interaction exercises, and requests the spec lacks', () => {
    const requests = [
      { method: 'GET', path: '/wps/agent/contracts' },
      { method: 'PUT', path: '/wps/agent/contracts/C1/accept' },
      { method: 'DELETE', path: '/wps/agent/contracts' },
    ];
    expect(uncoveredOperations(operations, requests)).toEqual([
      'offerContract',
      'listPendingContracts',
      'getContract',
    ]);
    expect(unknownRequests(operations, requests)).toEqual([
      { method: 'DELETE', path: '/wps/agent/contracts' },
    ]);
  });

  it('lists the refusing operations without a 200 success: false interaction', () => {
    const answer = (status: number, success: boolean) => ({ status, body: { content: { success } } });
    const interactions = [
      { request: { method: 'POST', path: '/wps/agent/contracts' }, response: answer(200, false) },
      { request: { method: 'PUT', path: '/wps/agent/contracts/C1/accept' }, response: answer(200, true) },
      { request: { method: 'PUT', path: '/wps/agent/contracts/C1/accept' }, response: answer(403, false) },
    ];
    expect(unrefusedOperations(['offerContract', 'acceptContract'], operations, interactions)).toEqual([
      'acceptContract',
    ]);
  });
});
