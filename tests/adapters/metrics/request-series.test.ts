import { describe, expect, it } from 'vitest';
import { RequestSeries } from '../../../adapters/metrics/request-series.js';
import { parsePrometheusText, sampleValue } from '../../support/prometheus-text.js';

describe('request series', () => {
  it('when requests are observed, then the histogram is cumulative and its count and sum add up', () => {
    const series = new RequestSeries();
    for (const seconds of [0.0005, 0.003, 0.003, 0.2, 45])
      series.observe('GET', '/api/v1/task/:id', 200, seconds);
    series.observe('POST', '/api/v1/task', 201, 0.02);
    const samples = parsePrometheusText(series.exposition());
    const labels = { method: 'GET', route: '/api/v1/task/:id', status: '200' };
    const bucket = (le: string) =>
      sampleValue(samples, 'http_request_duration_seconds_bucket', { ...labels, le });
    expect([
      bucket('0.001'),
      bucket('0.005'),
      bucket('0.1'),
      bucket('0.25'),
      bucket('30'),
      bucket('+Inf'),
    ]).toEqual([1, 3, 3, 4, 4, 5]);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', labels)).toBe(5);
    expect(sampleValue(samples, 'http_request_duration_seconds_sum', labels)).toBeCloseTo(45.2065, 6);
    expect(sampleValue(samples, 'http_requests_total', labels)).toBe(5);
    expect(sampleValue(samples, 'http_requests_total', { method: 'POST', status: '201' })).toBe(1);
  });

  it('when a label holds a quote, a backslash or a line break, then it is escaped and the text still parses', () => {
    const series = new RequestSeries();
    series.observe('GET', '/odd/"quoted"\\path\n', 404, 0.001);
    const text = series.exposition();
    expect(text).toContain('route="/odd/\\"quoted\\"\\\\path\\n"');
    expect(() => parsePrometheusText(text)).not.toThrow();
  });
});
