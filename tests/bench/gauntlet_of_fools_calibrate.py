"""Calibrates the Gauntlet of Fools evaluator by simulation: what each class and weapon earns beyond
the analytic estimate.

    nice -n 10 .venv/bin/python tests/bench/gauntlet_of_fools_calibrate.py --games 5000

Plays seeded four-player games with random boasting and the playout policy in the gauntlet, records
every hero's estimated gold when the gauntlet starts and the gold it ended with, and fits the
residual as a sum of a class part, weapon parts and boast parts (alternating means). The printed
values are the `ai-gold` figures of cards/gauntlet_of_fools/classes.yaml, weapons.yaml and boasts.yaml.
"""
from __future__ import annotations

import argparse
import statistics

from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.evaluate import future_gold, outlook_of


Sample = tuple[str, tuple[str, ...], float]  # class, weapons and boasts (the card parts), residual


def samples(games: int) -> list[Sample]:
    game = get("gauntlet-of-fools")
    out = []
    for seed in range(games):
        state = game.new_game(4, 900_000 + seed)
        rng = Rng(seed)
        while state.boasting:  # type: ignore[attr-defined]
            state.apply(rng.choice(state.legal_actions()))
        outlook = outlook_of(state)  # type: ignore[arg-type]
        estimate = [h.gold + future_gold(h, outlook, outlook.turns) for h in state.heroes]  # type: ignore[attr-defined]
        while not state.is_terminal():
            state.apply(game.playout_action(state, rng))
        for h, guess in zip(state.heroes, estimate):  # type: ignore[attr-defined]
            out.append((h.cls, h.weapons + tuple(h.boast_list()), h.gold - guess))
    return out


def fit(data: list[Sample], rounds: int = 20) -> tuple[dict[str, float], dict[str, float]]:
    """Class parts, and the parts of the other cards a hero carries (weapons and boasts)."""
    classes = {c: 0.0 for c, _, _ in data}
    parts = {w: 0.0 for _, ws, _ in data for w in ws}
    for _ in range(rounds):
        for c in classes:
            classes[c] = statistics.mean(r - sum(parts[w] for w in ws) for k, ws, r in data if k == c)
        for w in parts:
            parts[w] = statistics.mean(r - classes[k] - sum(parts[o] for o in ws if o != w)
                                       for k, ws, r in data if w in ws)
    return classes, parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    args = parser.parse_args()
    data = samples(args.games)
    before = statistics.mean(abs(r) for _, _, r in data)
    classes, parts = fit(data)
    after = statistics.mean(abs(r - classes[c] - sum(parts[w] for w in ws)) for c, ws, r in data)
    print(f"{len(data)} heroes; mean absolute error {before:.2f} gold before, {after:.2f} after")
    for name, table in (("classes", classes), ("weapons and boasts", parts)):
        print(name + ":")
        for card, value in sorted(table.items()):
            print(f"  {card}: {value:+.1f}")


if __name__ == "__main__":
    main()
