// Station matching for the from/to pickers: the code, the Vietnamese name and the railway's aliases, with or without
// accents ("sg", "sai gon", "Sài Gòn" all find SGO), best match first.
import type { TTrainStation } from '@portal/contracts';
import { foldVietnamese } from '../../../lib/text-search';

const RANK_LIMIT = 30;

/** 0 code or alias equal, 1 name or alias starts with it, 2 a word of the name starts with it, 3 contains it. */
function rankOf(station: TTrainStation, needle: string): number | undefined {
  const name = foldVietnamese(station.name);
  const aliases = station.aliases.map(foldVietnamese);
  const code = station.code.toLowerCase();
  if (code === needle || aliases.includes(needle) || name === needle) return 0;
  if (name.startsWith(needle) || aliases.some((alias) => alias.startsWith(needle))) return 1;
  if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 2;
  if (name.includes(needle) || aliases.some((alias) => alias.includes(needle))) return 3;
  return undefined;
}

export function searchStations(stations: readonly TTrainStation[], query: string): TTrainStation[] {
  const needle = foldVietnamese(query.trim()).replace(/\s+/g, ' ');
  if (needle === '') return [...stations];
  return stations
    .flatMap((station, index) => {
      const rank = rankOf(station, needle);
      return rank === undefined ? [] : [{ station, rank, index }];
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, RANK_LIMIT)
    .map(({ station }) => station);
}

export const stationLabel = (station: Pick<TTrainStation, 'name' | 'code'>) => `${station.name} (${station.code})`;
