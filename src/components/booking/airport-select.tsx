import { Select } from 'antd';
import type { Airport } from '@/lib/gateway';
import { airportMatches, useAirports } from './airports';

interface AirportOption {
  value: string;
  label: string;
  airport: Airport;
}

interface AirportSelectProps {
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
  /** The field's accessible name (the Form.Item label names it too). */
  'aria-label'?: string;
  placeholder?: string;
}

/**
 * An airport with type-ahead by code (PVG), name (浦东), city (上海) or pinyin (shanghai, sh). Reads
 * the shared airport list (read once, kept); a Form.Item gives it value and onChange.
 */
export function AirportSelect({ value, onChange, id, placeholder = '城市/机场/三字码', ...rest }: AirportSelectProps) {
  const { query, airports } = useAirports();
  const options: AirportOption[] = (airports ?? []).map((airport) => ({
    value: airport.code,
    label: `${airport.city} · ${airport.name} ${airport.code}`,
    airport,
  }));
  return (
    <Select<string, AirportOption>
      id={id}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(code) => onChange?.(code)}
      options={options}
      loading={query.isPending}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: (input, option) => (option ? airportMatches(option.airport, input) : false) }}
      notFoundContent={query.isError ? '机场列表加载失败' : '没有匹配的机场'}
      popupMatchSelectWidth={false}
    />
  );
}
