"""``simulate``: many games between AI seats, with wins, scores, speed and decision times."""
from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import IO, Any

from game.ai import LEVEL_NAMES
from game.ai.arena import GameRecord, play
from game.engine.registry import get
from game.engine.state import OptionValue

from . import CommandError
from .progress import Progress

Job = tuple[str, list[str], int, int, dict[str, OptionValue], int | None, bool]


def parse_options(text: str) -> dict[str, OptionValue]:
    options: dict[str, OptionValue] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"option {part!r} must be key=value")
        options[key.strip()] = value.strip()
    return options


def seating(levels: list[str], index: int) -> list[int]:
    """Which entry of --players sits in each seat for game ``index``: the seats rotate between games."""
    n = len(levels)
    return [(seat + index) % n for seat in range(n)]


def _play_one(job: Job) -> tuple[int, GameRecord]:
    game_id, levels, base_seed, index, options, iterations, trace = job
    order = seating(levels, index)
    record = play(game_id, [levels[e] for e in order], base_seed + index, options, iterations, trace)
    return index, record


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def summarise(levels: list[str], records: list[tuple[int, GameRecord]], seconds: float) -> dict[str, Any]:
    by_level_wins = {name: 0 for name in levels}
    by_level_scores: dict[str, list[float]] = {name: [] for name in levels}
    entry_wins = [0] * len(levels)
    entry_scores: list[list[float]] = [[] for _ in levels]
    times: dict[str, list[float]] = {}
    draws = 0
    for index, record in records:
        order = seating(levels, index)
        for seat, entry in enumerate(order):
            by_level_scores[levels[entry]].append(record.scores[seat])
            entry_scores[entry].append(record.scores[seat])
        if len(record.winners) == 1:
            entry = order[record.winners[0]]
            by_level_wins[levels[entry]] += 1
            entry_wins[entry] += 1
        else:
            draws += 1
        for name, values in record.decision_seconds.items():
            times.setdefault(name, []).extend(values)
    games = len(records)
    return {
        "games": games,
        "players": levels,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "wins": by_level_wins,
        "draws": draws,
        "mean_score": {k: round(statistics.fmean(v), 3) if v else 0.0 for k, v in by_level_scores.items()},
        "seats": [{"entry": i, "level": levels[i], "wins": entry_wins[i],
                   "win_rate": round(entry_wins[i] / games, 4) if games else 0.0,
                   "win_rate_95": [round(x, 4) for x in wilson(entry_wins[i], games)],
                   "mean_score": round(statistics.fmean(entry_scores[i]), 3) if entry_scores[i] else 0.0}
                  for i in range(len(levels))],
        "decision_seconds": {k: {"median": round(statistics.median(v), 5), "p95": round(percentile(v, 0.95), 5),
                                 "count": len(v)} for k, v in times.items() if v},
        "mean_plies": round(statistics.fmean(r.plies for _, r in records), 2) if records else 0.0,
    }


def _open_trace(name: str | None) -> IO[str] | None:
    """Opens the trace file before any game is played, so a path that cannot be written fails at once."""
    if not name:
        return None
    try:
        return open(name, "w", encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot write the trace file {name}: {error.strerror or error}") from None


def _write_trace(trace: IO[str], records: list[tuple[int, GameRecord]]) -> None:
    try:
        with trace:
            for index, record in records:
                for line in record.trace:
                    trace.write(json.dumps({"game": index, **line}) + "\n")
    except OSError as error:  # a full disk, or a file that takes no writes (/proc/version)
        raise CommandError(f"cannot write the trace file {trace.name}: {error.strerror or error}") from None


def _records(jobs: list[Job], workers: int, bar: Progress) -> list[tuple[int, GameRecord]]:
    records: list[tuple[int, GameRecord]] = []
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for record in pool.map(_play_one, jobs, chunksize=max(1, min(64, len(jobs) // (workers * 8)))):
                records.append(record)
                bar.advance()
    else:
        for job in jobs:
            records.append(_play_one(job))
            bar.advance()
    bar.close()
    return records


def run_simulate(args: argparse.Namespace) -> int:
    try:
        game = get(args.game)
        levels = [p.strip() for p in args.players.split(",") if p.strip()]
        unknown = [lv for lv in levels if lv not in LEVEL_NAMES]
        if unknown:
            raise ValueError(f"no AI level {unknown[0]!r} (levels: {', '.join(LEVEL_NAMES)})")
        options = game.resolve_options(parse_options(args.options))
        game.check_players(len(levels), options)
    except (KeyError, ValueError) as error:
        raise CommandError(str(error.args[0] if error.args else error)) from None
    trace = _open_trace(args.trace)
    jobs = [(game.id, levels, args.seed, i, options, args.iterations, trace is not None) for i in range(args.games)]
    started = time.perf_counter()
    records = _records(jobs, args.jobs, Progress(len(jobs), "games", enabled=not args.quiet))
    seconds = time.perf_counter() - started
    records.sort(key=lambda pair: pair[0])
    if trace is not None:
        _write_trace(trace, records)
    summary = summarise(levels, records, seconds)
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{game.title}: {summary['games']} games in {summary['seconds']} s "
          f"({summary['games_per_second']} games/s), seats rotating between games")
    for seat in summary["seats"]:
        low, high = seat["win_rate_95"]
        print(f"  {seat['level']:>7} (entry {seat['entry'] + 1}): {seat['wins']} win{'' if seat['wins'] == 1 else 's'}, "
              f"{seat['win_rate']:.1%} [95%: {low:.1%}-{high:.1%}], mean score {seat['mean_score']}")
    print(f"  draws or shared wins: {summary['draws']}; mean plies {summary['mean_plies']}")
    for name, t in summary["decision_seconds"].items():
        print(f"  {name:>7} decision time: median {t['median'] * 1000:.1f} ms, p95 {t['p95'] * 1000:.1f} ms")
    return 0
