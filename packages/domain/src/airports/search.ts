// Airport search for pickers: codes and city or airport names, Vietnamese with or without accents, any case.
import { AIRPORTS } from './lookup.js';
import type { TAirport } from './types.js';

/** Lower case ASCII without accents; đ/Đ become d (NFD does not decompose them); punctuation becomes spaces. */
export function foldVietnamese(text: string): string {
  return text
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type TSearchEntry = { airport: TAirport; cities: string[]; names: string[]; order: number };

const entries: TSearchEntry[] = AIRPORTS.map((airport, order) => ({
  airport,
  order,
  cities: [airport.city.vi, airport.city.en].map(foldVietnamese),
  names: [airport.name.vi, airport.name.en, ...airport.aliases].map(foldVietnamese),
}));

const compact = (text: string) => text.replace(/ /g, '');

function textScore(candidates: string[], query: string, best: number): number {
  const compactQuery = compact(query);
  let score = 0;
  for (const candidate of candidates) {
    if (candidate === query || compact(candidate) === compactQuery) score = Math.max(score, best);
    else if (candidate.startsWith(query) || compact(candidate).startsWith(compactQuery))
      score = Math.max(score, best - 10);
    else if (candidate.split(' ').some((word) => word.startsWith(query))) score = Math.max(score, best - 20);
    else if (candidate.includes(query) || compact(candidate).includes(compactQuery)) score = Math.max(score, best - 30);
  }
  return score;
}

function score(entry: TSearchEntry, query: string): number {
  const code = entry.airport.code.toLowerCase();
  if (code === query) return 100;
  return Math.max(
    textScore(entry.cities, query, 90),
    textScore(entry.names, query, 80),
    code.startsWith(query) ? 55 : 0,
  );
}

/**
 * Airports matching the query, best first: exact code, then city, then airport name or alias;
 * ties keep picker order (Vietnamese airports first). An empty query lists the first airports.
 */
export function searchAirports(query: string, limit = 10): TAirport[] {
  const folded = foldVietnamese(query);
  if (limit <= 0) return [];
  if (!folded) return AIRPORTS.slice(0, limit);
  return entries
    .map((entry) => ({ entry, score: score(entry, folded) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order)
    .slice(0, limit)
    .map((scored) => scored.entry.airport);
}
